local M = { name = "pipeline_follow_deep", api = 1, defaults = {}, scroll = { reach = 0 } }
-- A move whose attributes nest 40 tables deep: past what the host reads.
function M.follow(view, s, opts, out)
  local shape = {}
  for _ = 1, 40 do shape = { shape } end
  out:move("cell", 0, s.frame.x, s.frame.y, 10, 10, { shape = shape })
end
return M
