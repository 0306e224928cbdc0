local M = { name = "kind_huge", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:add(out:kind(string.rep("k", 100000), {}), 0, s.frame.y, 1, 1)
end
return M
