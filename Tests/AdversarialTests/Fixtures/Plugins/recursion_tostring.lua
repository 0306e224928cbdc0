local M = { name = "recursion_tostring", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = setmetatable({}, {})
  getmetatable(t).__tostring = function(t) return tostring(t) end
  return tostring(t)
end
return M
