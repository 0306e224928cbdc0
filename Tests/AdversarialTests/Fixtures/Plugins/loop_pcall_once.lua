local M = { name = "loop_pcall_once", api = 1, defaults = {} }
function M.section(s, opts, out)
  local ok = pcall(function() while true do end end)
  out:add(out:kind("swallowed", {}), s.frame.x, s.frame.y, 1, 1)
end
return M
