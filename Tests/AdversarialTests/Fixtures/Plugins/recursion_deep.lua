local M = { name = "recursion_deep", api = 1, defaults = {} }
local function f(n) return f(n + 1) + 1 end
function M.section()
  f(0)
end
return M
