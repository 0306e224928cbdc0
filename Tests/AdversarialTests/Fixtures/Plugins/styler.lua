local M = { name = "styler", api = 1, defaults = { pick = "all" } }
M.types = { pick = "selector" }
function M.section(s, opts, out)
  out:style("cell", opts.pick, { picked = true })
end
return M
