local M = { name = "loop_gsub_callback", api = 1, defaults = {} }
function M.section(s, opts, out)
  string.gsub(string.rep("a", 1000), "a", function() while true do end end)
end
return M
