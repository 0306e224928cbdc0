local M = { name = "selector_overflow_plus", api = 1, defaults = {} }
-- Selector arithmetic at the edges of the integers: the answer must be exact, false.
function M.section(s, opts, out)
  if lualayout.matches("n+5", math.mininteger, 3) == false then out:add(out:kind("exact", {}), s.frame.x, s.frame.y, 1, 1) end
end
return M
