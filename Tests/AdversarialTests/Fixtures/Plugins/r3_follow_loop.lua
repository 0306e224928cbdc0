local M = { name = "r3_follow_loop", api = 1, defaults = {} }
function M.follow(view, s, opts, out)
  while true do end
end
return M
