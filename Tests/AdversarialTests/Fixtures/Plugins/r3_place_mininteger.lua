local M = { name = "r3_place_mininteger", api = 1, defaults = {} }
function M.place(box, opts, out)
  for i = 0, box.count - 1 do out:place(i, math.mininteger, 0, 100, 100) end
end
return M
