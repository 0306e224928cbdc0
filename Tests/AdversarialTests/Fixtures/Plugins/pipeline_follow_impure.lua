local M = { name = "pipeline_follow_impure", api = 1, defaults = {}, scroll = { reach = 0 } }
-- Not pure: the first call for a section moves cell 0 to NaN, every later call moves it right.
local calls = {}
function M.follow(view, s, opts, out)
  calls[s.index] = (calls[s.index] or 0) + 1
  local y = calls[s.index] == 1 and 0 / 0 or s.frame.y
  out:move("cell", 0, s.frame.x, y, 10, 10)
end
return M
