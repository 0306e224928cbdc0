local M = { name = "escape_string_dump", api = 1, defaults = {} }
local x = string.dump(print)
function M.section() end
return M
