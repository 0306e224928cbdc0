local M = { name = "r3_place_inf_extent", api = 1, defaults = {} }
function M.place(box, opts, out)
  for i = 0, box.count - 1 do out:place(i, 0, i * 110, 100, 100) end
  out:extent(math.huge)
end
return M
