local M = { name = "out_kept", api = 1, defaults = {} }
function M.section(s, opts, out)
  if s.index == 0 then kept_handle = out:kind("kept", {}) return end
  out:add(kept_handle, 0, s.frame.y, 1, 1)
end
return M
