local M = { name = "r3_follow_nan", api = 1, defaults = {} }
function M.follow(view, s, opts, out)
  out:move("cell", 0, 0 / 0, s.frame.y, 10, 10)
end
return M
