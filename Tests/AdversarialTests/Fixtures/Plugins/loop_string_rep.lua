local M = { name = "loop_string_rep", api = 1, defaults = {} }
function M.section(s, opts, out)
  string.rep("", math.maxinteger)
end
return M
