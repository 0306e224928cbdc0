local M = { name = "out_reentrant", api = 1, defaults = {} }
function M.section(s, opts, out)
  local h = out:kind("re", {})
  out:style("cell", function(i) out:add(h, 0, s.frame.y, 1, 1, i) return true end, { mark = true })
end
return M
