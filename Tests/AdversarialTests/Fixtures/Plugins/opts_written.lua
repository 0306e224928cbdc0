local M = { name = "opts_written", api = 1, defaults = {} }
function M.section(s, opts, out)
  opts.extra = s.index
end
return M
