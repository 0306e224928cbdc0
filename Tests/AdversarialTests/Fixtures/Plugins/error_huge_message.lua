local M = { name = "error_huge_message", api = 1, defaults = {} }
function M.section(s, opts, out)
  error(string.rep("x", 100000))
end
return M
