local M = { name = "r3_follow_memory", api = 1, defaults = {} }
function M.follow(view, s, opts, out)
  local s = "x"
  while true do s = s .. s end
end
return M
