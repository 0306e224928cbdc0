local M = { name = "r3_place_box_sizes_write", api = 1, defaults = {} }
function M.place(box, opts, out)
  box.sizes[1] = 5
  for i = 0, box.count - 1 do out:place(i, 0, i * 10, 10, 10) end
end
return M
