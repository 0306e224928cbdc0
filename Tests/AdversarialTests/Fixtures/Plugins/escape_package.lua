local M = { name = "escape_package", api = 1, defaults = {} }
local x = package.loadlib('libc.so.6', 'system')
function M.section() end
return M
