local M = { name = "escape_require_nul", api = 1, defaults = {} }
local x = require("witness\0.x")
function M.section() end
return M
