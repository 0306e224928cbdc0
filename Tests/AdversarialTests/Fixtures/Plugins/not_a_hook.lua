local M = { name = "not_a_hook", api = 1, defaults = {} }
function M.section() end
function M.getItemOffsets() end
return M
