local M = { name = "numbers_layout", api = 1, defaults = { field = "add.section", value = "nan" } }
local values = { nan = 0/0, huge = 1e300, frac = 0.5, neg = -1, far = 99 }
function M.layout(l, opts, out)
  local v = values[opts.value]
  if opts.field == "add.section" then out:add(out:kind("n", {}), 0, 0, 1, 1, 0, v) end
  if opts.field == "set.section" then out:set("cell", 0, { mark = true }, v) end
  if opts.field == "section" then l:section(v) end
end
return M
