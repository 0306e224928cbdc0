local M = { name = "pipeline_extent", api = 1, defaults = {} }
-- Each section's items extend 1e307 points: each is finite, but two dozen of them stacked
-- reach past the largest position a layout holds.
function M.place(box, opts, out)
  for i = 0, box.count - 1 do out:place(i, 0, 0, 10, 10) end
  out:extent(1e307)
end
return M
