local M = { name = "escape_require_symlink", api = 1, defaults = {} }
local secret = require("linked")
function M.section() end
return M
