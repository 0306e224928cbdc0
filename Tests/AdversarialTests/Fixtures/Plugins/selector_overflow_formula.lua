local M = { name = "selector_overflow_formula", api = 1, defaults = {} }
-- n - 2^63 matches every index >= 0.
function M.section(s, opts, out)
  out:add(out:kind("k", {}), s.frame.x, s.frame.y, 1, 1)
  out:style("decoration:k", "n-9223372036854775808", { mark = true })
end
return M
