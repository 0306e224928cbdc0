local M = { name = "attrs_cell_zindex", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:style("cell", "all", { zIndex = 5 })
end
return M
