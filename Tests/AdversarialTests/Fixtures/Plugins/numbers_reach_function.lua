local M = { name = "numbers_reach_function", api = 1, defaults = {} }
M.reach = function() return 1/0 end
function M.section() end
return M
