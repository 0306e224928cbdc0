local M = { name = "r3_place_nan", api = 1, defaults = {} }
function M.place(box, opts, out)
  for i = 0, box.count - 1 do out:place(i, 0 / 0, 0, 10, 10) end
end
return M
