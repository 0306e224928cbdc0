local M = { name = "loop_layout", api = 1, defaults = {} }
function M.layout(l, opts, out)
  while true do end
end
return M
