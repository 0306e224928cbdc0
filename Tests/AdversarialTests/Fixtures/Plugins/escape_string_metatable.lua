local M = { name = "escape_string_metatable", api = 1, defaults = {} }
getmetatable("").__index = { evil = true }
function M.section() end
return M
