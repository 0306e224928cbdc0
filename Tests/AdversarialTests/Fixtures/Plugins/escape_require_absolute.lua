local M = { name = "escape_require_absolute", api = 1, defaults = {} }
local x = require("/etc/passwd")
function M.section() end
return M
