local M = { name = "recursion_mutual", api = 1, defaults = {} }
local f, g
f = function(n) return g(n) + 1 end; g = function(n) return f(n) + 1 end
function M.section()
  f(0)
end
return M
