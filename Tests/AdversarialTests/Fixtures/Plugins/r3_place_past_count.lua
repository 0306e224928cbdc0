local M = { name = "r3_place_past_count", api = 1, defaults = {} }
function M.place(box, opts, out)
  for i = 0, box.count do out:place(i, 0, i * 110, 100, 100) end
end
return M
