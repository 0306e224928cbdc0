local M = { name = "error_nil", api = 1, defaults = {} }
function M.section(s, opts, out)
  error(nil)
end
return M
