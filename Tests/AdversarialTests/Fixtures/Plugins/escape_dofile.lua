local M = { name = "escape_dofile", api = 1, defaults = {} }
local x = dofile("/etc/passwd")
function M.section() end
return M
