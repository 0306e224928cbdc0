local M = { name = "lay", api = 1, defaults = { w = 1 } }
function M.section(s, opts, out)
  out:add(out:kind("dot", {}), s.frame.x, s.frame.y, 1, 1)
end
function M.layout(l, opts, out)
  local s = l:section(0)
  out:add(out:kind("first", {}), s.frame.x, s.frame.y, s.frame.width, 1)
end
return M
