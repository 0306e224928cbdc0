local M = { name = "escape_loadstring", api = 1, defaults = {} }
local x = loadstring("return 1")
function M.section() end
return M
