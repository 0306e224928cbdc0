local M = { name = "attrs_cyclic", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = {}
  t.self = t
  out:set("cell", 0, { deep = t })
end
return M
