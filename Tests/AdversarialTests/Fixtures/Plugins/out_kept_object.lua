local M = { name = "out_kept_object", api = 1, defaults = {} }
function M.section(s, opts, out)
  if s.index == 0 then kept_out = out return end
  kept_out:add(kept_out:kind("kept", {}), s.frame.x, s.frame.y, 1, 1)
end
return M
