local M = { name = "memory_full_field", api = 1, defaults = {} }
function M.section(s, opts, out)
  local hoard = {}
  pcall(function() while true do hoard[#hoard + 1] = {} end end)
  local f = s.contentFrame
end
return M
