local M = { name = "pipeline_place_impure", api = 1, defaults = {} }
-- Not pure: the first call for a section places its items at NaN, every later call in a column.
local calls = {}
function M.place(box, opts, out)
  calls[box.index] = (calls[box.index] or 0) + 1
  for i = 0, box.count - 1 do
    local x = calls[box.index] == 1 and 0 / 0 or 0
    out:place(i, x, i * 110, 100, 100)
  end
end
return M
