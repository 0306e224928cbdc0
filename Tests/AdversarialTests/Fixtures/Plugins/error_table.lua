local M = { name = "error_table", api = 1, defaults = {} }
function M.section(s, opts, out)
  error({ code = 42 })
end
return M
