local M = { name = "witness", api = 1, defaults = { kind = "witness" } }
function M.section(s, opts, out)
  out:add(out:kind(opts.kind, {}), s.frame.x, s.frame.y, 1, 1)
end
return M
