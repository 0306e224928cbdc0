local M = { name = "pipeline_reserve_cyclic", api = 1, defaults = {} }
-- Returns a table that contains itself: the host cannot read it.
function M.reserve(section, opts)
  local insets = { top = 1 }
  insets.self = insets
  return insets
end
return M
