local M = { name = "escape_loadfile", api = 1, defaults = {} }
local x = loadfile("/etc/passwd")
function M.section() end
return M
