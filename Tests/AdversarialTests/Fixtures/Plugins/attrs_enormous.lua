local M = { name = "attrs_enormous", api = 1, defaults = {} }
function M.section(s, opts, out)
  local t = {}
  for i = 1, 5000 do t["k" .. i] = i end
  out:set("cell", 0, t)
end
return M
