local M = { name = "loop_close", api = 1, defaults = {} }
function M.section(s, opts, out)
  local x <close> = setmetatable({}, { __close = function() while true do end end })
end
return M
