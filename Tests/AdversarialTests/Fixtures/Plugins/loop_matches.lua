local M = { name = "loop_matches", api = 1, defaults = {} }
function M.section(s, opts, out)
  lualayout.matches(function() while true do end end, 0, 3)
end
return M
