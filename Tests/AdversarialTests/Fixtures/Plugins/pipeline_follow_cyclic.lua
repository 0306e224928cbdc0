local M = { name = "pipeline_follow_cyclic", api = 1, defaults = {}, scroll = { reach = 0 } }
-- A move whose attributes hold a table that contains itself: the host cannot read it.
function M.follow(view, s, opts, out)
  local shape = {}
  shape.next = shape
  out:move("cell", 0, s.frame.x, s.frame.y, 10, 10, { shape = shape })
end
return M
