local M = { name = "kind_nul", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:add(out:kind("a\0b", {}), 0, s.frame.y, 1, 1)
end
return M
