local M = { name = "loop_index", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = setmetatable({}, { __index = function() while true do end end })
  return t.x
end
return M
