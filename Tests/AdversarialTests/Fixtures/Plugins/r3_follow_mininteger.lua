local M = { name = "r3_follow_mininteger", api = 1, defaults = {} }
function M.follow(view, s, opts, out)
  out:move("cell", 0, s.frame.x, s.frame.y, 10, 10, math.mininteger)
end
return M
