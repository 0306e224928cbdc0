local M = { name = "geometry_written", api = 1, defaults = {} }
function M.section(s, opts, out)
  s.index = 99
end
return M
