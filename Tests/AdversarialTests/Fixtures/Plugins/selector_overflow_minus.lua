local M = { name = "selector_overflow_minus", api = 1, defaults = {} }
-- Selector arithmetic at the edges of the integers: the answer must be exact, true.
function M.section(s, opts, out)
  if lualayout.matches("-n+0", math.mininteger, 3) == true then out:add(out:kind("exact", {}), s.frame.x, s.frame.y, 1, 1) end
end
return M
