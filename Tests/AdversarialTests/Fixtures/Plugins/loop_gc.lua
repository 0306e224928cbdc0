local M = { name = "loop_gc", api = 1, defaults = {} }
function M.section(s, opts, out)
  setmetatable({}, { __gc = function() while true do end end }); for i = 1, 1e7 do local t = { i } end
end
return M
