local M = { name = "loop_pcall_swallow", api = 1, defaults = {} }
function M.section(s, opts, out)
  while true do pcall(function() while true do end end) end
end
return M
