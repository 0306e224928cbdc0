local M = { name = "loop_reserve", api = 1, defaults = {} }
function M.reserve(section, opts)
  while true do end
end
return M
