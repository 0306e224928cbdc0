local M = { name = "numbers_reach", api = 1, defaults = {} }
M.reach = 0/0
function M.section() end
return M
