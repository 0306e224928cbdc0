local M = { name = "memory_table_growth", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = {}
  for i = 1, math.maxinteger do t[i] = { i } end
end
return M
