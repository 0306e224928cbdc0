local M = { name = "escape_io", api = 1, defaults = {} }
local x = io.open("/etc/passwd")
function M.section() end
return M
