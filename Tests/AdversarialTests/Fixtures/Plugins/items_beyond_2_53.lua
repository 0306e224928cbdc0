local M = { name = "items_beyond_2_53", api = 1, defaults = {} }
function M.section(s, opts, out)
  local h = out:kind("big", {})
  out:add(h, 0, s.frame.y, 1, 1, 9007199254740992)
  out:add(h, 0, s.frame.y, 1, 1, 9007199254740993)
end
return M
