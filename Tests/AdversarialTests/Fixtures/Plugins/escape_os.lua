local M = { name = "escape_os", api = 1, defaults = {} }
local x = os.exit(1)
function M.section() end
return M
