local M = { name = "loop_len", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = setmetatable({}, { __len = function() while true do end end })
  return #t
end
return M
