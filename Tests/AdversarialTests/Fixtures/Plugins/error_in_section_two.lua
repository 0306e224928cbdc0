local M = { name = "error_in_section_two", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:add(out:kind("mark", {}), s.frame.x, s.frame.y, 1, 1)
  if s.index == 2 then error("no section two") end
end
return M
