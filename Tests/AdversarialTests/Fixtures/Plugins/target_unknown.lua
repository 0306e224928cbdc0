local M = { name = "target_unknown", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:set("cel", 0, { mark = true })
end
return M
