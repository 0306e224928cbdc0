local M = { name = "loop_table_move", api = 1, defaults = {} }
function M.section(s, opts, out)
  table.move({}, 1, 2^50, 1, {})
end
return M
