local M = { name = "hook_returns", api = 1, defaults = {} }
function M.section(s, opts, out)
  return 1, 2, 3
end
return M
