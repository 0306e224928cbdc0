local M = { name = "r3_follow_keep_view", api = 1, defaults = {} }
local kept
function M.follow(view, s, opts, out)
  kept = view
end
function M.section(s, opts, out)
  if kept then out:add(out:kind("kept", {}), s.frame.x, s.frame.y, 1, 1) end
end
return M
