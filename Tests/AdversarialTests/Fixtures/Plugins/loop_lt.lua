local M = { name = "loop_lt", api = 1, defaults = {} }
function M.section(s, opts, out)
  local mt = { __lt = function() while true do end end }
  local a, b = setmetatable({}, mt), setmetatable({}, mt)
  return a < b
end
return M
