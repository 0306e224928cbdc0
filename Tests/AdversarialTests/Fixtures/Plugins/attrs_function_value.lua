local M = { name = "attrs_function_value", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:set("cell", 0, { onTap = print })
end
return M
