local M = { name = "escape_coroutine", api = 1, defaults = {} }
local x = coroutine.wrap(print)
function M.section() end
return M
