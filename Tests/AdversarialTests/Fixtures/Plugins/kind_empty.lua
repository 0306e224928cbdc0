local M = { name = "kind_empty", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:kind("", {})
end
return M
