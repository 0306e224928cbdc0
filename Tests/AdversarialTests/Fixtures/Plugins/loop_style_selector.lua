local M = { name = "loop_style_selector", api = 1, defaults = {} }
function M.section(s, opts, out)
  out:style("cell", function() while true do end end, { mark = true })
end
return M
