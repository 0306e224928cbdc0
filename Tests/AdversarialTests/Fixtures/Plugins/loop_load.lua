local M = { name = "loop_load", api = 1, defaults = {} }
while true do end
function M.section() end
return M
