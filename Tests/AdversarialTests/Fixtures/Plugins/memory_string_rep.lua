local M = { name = "memory_string_rep", api = 1, defaults = {} }
function M.section(s, opts, out)
  return #string.rep("x", 1 << 40)
end
return M
