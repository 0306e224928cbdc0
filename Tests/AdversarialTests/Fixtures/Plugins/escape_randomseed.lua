local M = { name = "escape_randomseed", api = 1, defaults = {} }
local x = math.randomseed(1)
function M.section() end
return M
