local M = { name = "loop_xpcall_handler", api = 1, defaults = {} }
function M.section(s, opts, out)
  xpcall(error, function() while true do end end)
end
return M
