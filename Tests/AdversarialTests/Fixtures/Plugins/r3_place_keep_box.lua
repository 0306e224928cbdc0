local M = { name = "r3_place_keep_box", api = 1, defaults = {} }
local kept
function M.place(box, opts, out)
  kept = box
  for i = 0, box.count - 1 do out:place(i, 0, i * 110, 100, 100) end
end
function M.section(s, opts, out)
  if kept and kept.count ~= nil then out:add(out:kind("kept", {}), s.frame.x, s.frame.y, 1, 1) end
end
return M
