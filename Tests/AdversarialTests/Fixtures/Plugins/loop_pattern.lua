local M = { name = "loop_pattern", api = 1, defaults = {} }
function M.section(s, opts, out)
  string.find(string.rep("a", 30000), string.rep("a-", 40) .. "b")
end
return M
