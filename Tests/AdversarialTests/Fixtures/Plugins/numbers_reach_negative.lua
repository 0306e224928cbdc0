local M = { name = "numbers_reach_negative", api = 1, defaults = {} }
M.reach = -10
function M.section() end
return M
