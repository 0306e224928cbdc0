local M = { name = "loop_place", api = 1, defaults = {} }
function M.place(box, opts, out)
  while true do end
end
return M
