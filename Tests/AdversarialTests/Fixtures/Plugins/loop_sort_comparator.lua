local M = { name = "loop_sort_comparator", api = 1, defaults = {} }
function M.section(s, opts, out)
  table.sort({ 3, 2, 1 }, function() while true do end end)
end
return M
