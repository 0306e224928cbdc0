local M = { name = "selector_overflow_range", api = 1, defaults = {} }
-- Selector arithmetic at the edges of the integers: a negative count is refused (it used to overflow).
function M.section(s, opts, out)
  if lualayout.matches("-1..-1", 0, math.mininteger) == false then out:add(out:kind("exact", {}), s.frame.x, s.frame.y, 1, 1) end
end
return M
