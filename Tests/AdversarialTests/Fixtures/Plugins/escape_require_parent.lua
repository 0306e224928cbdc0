local M = { name = "escape_require_parent", api = 1, defaults = {} }
local x = require("../Outside/secret")
function M.section() end
return M
