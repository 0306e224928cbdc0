local M = { name = "million_decorations", api = 1, defaults = {} }
function M.section(s, opts, out)
  local h, y = out:kind("dot", {}), s.frame.y
  for i = 1, 1000000 do out:add(h, 0, y, 1, 1) end
end
return M
