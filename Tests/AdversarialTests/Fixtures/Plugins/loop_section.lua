local M = { name = "loop_section", api = 1, defaults = {} }
function M.section(s, opts, out)
  while true do end
end
return M
