local M = { name = "loop_concat", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = setmetatable({}, { __concat = function() while true do end end })
  return t .. "x"
end
return M
