local M = { name = "r3_place_memory", api = 1, defaults = {} }
function M.place(box, opts, out)
  local s = "x"
  while true do s = s .. s end
end
return M
