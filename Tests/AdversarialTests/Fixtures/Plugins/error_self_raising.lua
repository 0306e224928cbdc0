local M = { name = "error_self_raising", api = 1, defaults = {} }
function M.section(s, opts, out)
  error(setmetatable({}, { __tostring = function() error("again") end }))
end
return M
