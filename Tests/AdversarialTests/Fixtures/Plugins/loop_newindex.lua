local M = { name = "loop_newindex", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = setmetatable({}, { __newindex = function() while true do end end })
  t.x = 1
end
return M
