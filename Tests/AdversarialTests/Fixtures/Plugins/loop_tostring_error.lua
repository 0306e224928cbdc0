local M = { name = "loop_tostring_error", api = 1, defaults = {} }
function M.section(s, opts, out)
  error(setmetatable({}, { __tostring = function() while true do end end }))
end
return M
