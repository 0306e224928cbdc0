local M = { name = "escape_collectgarbage", api = 1, defaults = {} }
local x = collectgarbage("stop")
function M.section() end
return M
