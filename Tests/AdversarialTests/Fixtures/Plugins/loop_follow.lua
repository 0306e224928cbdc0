local M = { name = "loop_follow", api = 1, defaults = {}, scroll = { reach = 0 } }
function M.follow(view, s, opts, out)
  while true do end
end
return M
