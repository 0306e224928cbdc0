local M = { name = "memory_full_set", api = 1, defaults = {} }
function M.section(s, opts, out)
  local hoard = {}
  pcall(function() while true do hoard[#hoard + 1] = {} end end)
  out:set("cell", 0, { a = { 1, 2, 3 } })
end
return M
