local M = { name = "error_tostring_number", api = 1, defaults = {} }
function M.section(s, opts, out)
  error(setmetatable({}, { __tostring = function() return 42 end }))
end
return M
