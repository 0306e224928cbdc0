local M = { name = "loop_eq", api = 1, defaults = {} }
function M.section(s, opts, out)
  local mt = { __eq = function() while true do end end }
  local a, b = setmetatable({}, mt), setmetatable({}, mt)
  return a == b
end
return M
