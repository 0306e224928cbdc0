local M = { name = "escape_load", api = 1, defaults = {} }
local x = load("return 1")
function M.section() end
return M
