local M = { name = "r3_place_recursion", api = 1, defaults = {} }
local function deeper(n) return 1 + deeper(n + 1) end
function M.place(box, opts, out)
  deeper(1)
end
return M
