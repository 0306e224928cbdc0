local M = { name = "loop_reach", api = 1, defaults = {} }
M.reach = function(opts)
  while true do end
end
function M.section() end
return M
