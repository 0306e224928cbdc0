local M = { name = "memory_string_doubling", api = 1, defaults = {} }
function M.section(s, opts, out)
  local s = "x"
  while true do s = s .. s end
end
return M
