local M = { name = "recursion_index", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = setmetatable({}, {})
  getmetatable(t).__index = function(t, k) return t[k] end
  return t.x
end
return M
