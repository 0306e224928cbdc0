local M = { name = "r3_place_keep_out", api = 1, defaults = {} }
local kept
function M.place(box, opts, out)
  kept = out
  for i = 0, box.count - 1 do out:place(i, 0, i * 110, 100, 100) end
end
function M.section(s, opts, out)
  kept:place(0, 0, 0, 1, 1)
end
return M
