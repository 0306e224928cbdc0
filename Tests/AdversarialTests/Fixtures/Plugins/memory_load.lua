local M = { name = "memory_load", api = 1, defaults = {} }
local t = {}
for i = 1, math.maxinteger do t[i] = tostring(i) end
function M.section() end
return M
