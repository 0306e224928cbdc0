local M = { name = "escape_method_dump", api = 1, defaults = {} }
local x = ("").dump(print)
function M.section() end
return M
