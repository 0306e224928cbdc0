local M = { name = "reach_drops_all", api = 1, defaults = {} }
function M.section(s, opts, out)
  local h = out:kind("r", {})
  out:add(h, 0, s.frame.y, 1, 1, 0)
  out:add(h, 0, s.frame.y - 1000, 1, 1, 1)
end
return M
