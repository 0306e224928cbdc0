local M = { name = "pipeline_layout_impure", api = 1, defaults = {} }
-- Not pure: the first call adds the same decoration twice, every later call once.
local calls = 0
function M.layout(l, opts, out)
  calls = calls + 1
  local k = out:kind("mark", {})
  out:add(k, 0, 0, 10, 10, 0, 0)
  if calls == 1 then out:add(k, 0, 0, 10, 10, 0, 0) end
end
return M
