local M = { name = "r3_place_loop", api = 1, defaults = {} }
function M.place(box, opts, out)
  while true do end
end
return M
