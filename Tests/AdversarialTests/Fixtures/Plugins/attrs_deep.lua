local M = { name = "attrs_deep", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = {}
  for i = 1, 100000 do t = { t } end
  out:set("cell", 0, { deep = t })
end
return M
