local M = { name = "attrs_boolean_key", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:set("cell", 0, { [true] = 1 })
end
return M
