local M = { name = "memory_full_kind", api = 1, defaults = {} }
function M.section(s, opts, out)
  local hoard = {}
  pcall(function() while true do hoard[#hoard + 1] = {} end end)
  out:kind("k" .. s.index, { a = string.rep("x", 100) })
end
return M
