local M = { name = "escape_require_self", api = 1, defaults = {} }
local me = require("escape_require_self")
function M.section() end
return M
