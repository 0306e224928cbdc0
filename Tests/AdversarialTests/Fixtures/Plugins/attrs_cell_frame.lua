local M = { name = "attrs_cell_frame", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:set("cell", 0, { frame = { 0, 0, 1, 1 } })
end
return M
