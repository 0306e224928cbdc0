local M = { name = "numbers", api = 1, defaults = { field = "x", value = "nan" } }
local values = { nan = 0/0, inf = 1/0, ninf = -1/0, neg = -1, huge = 1e300, frac = 0.5, maxint = math.maxinteger,
                 minint = math.mininteger, big = 9007199254740993 }
function M.section(s, opts, out)
  local v, h, y = values[opts.value], out:kind("n", {}), s.frame.y
  if opts.field == "handle" then out:add(v, 0, y, 1, 1) end
  if opts.field == "x" then out:add(h, v, y, 1, 1) end
  if opts.field == "y" then out:add(h, 0, v, 1, 1) end
  if opts.field == "width" then out:add(h, 0, y, v, 1) end
  if opts.field == "height" then out:add(h, 0, y, 1, v) end
  if opts.field == "item" then out:add(h, 0, y, 1, 1, v) end
  if opts.field == "zIndex" then out:kind("z", { zIndex = v }) end
  if opts.field == "record.frame" then out:add{ kind = "r", frame = { 0, y, v, 1 } } end
  if opts.field == "record.zIndex" then out:add{ kind = "r", frame = { 0, y, 1, 1 }, zIndex = v } end
  if opts.field == "record.item" then out:add{ kind = "r", frame = { 0, y, 1, 1 }, item = v } end
  if opts.field == "set.item" then out:set("cell", v, { mark = true }) end
  if opts.field == "set.attribute" then out:set("cell", 0, { opacity = v }) end
  if opts.field == "style.list" then out:style("cell", { v }, { mark = true }) end
  if opts.field == "style.attribute" then out:style("cell", "all", { shadow = { radius = v } }) end
  if opts.field == "matches.count" then lualayout.matches("last", 0, v) end
  if opts.field == "matches.index" then lualayout.matches("odd", v, 3) end
  if opts.field == "line" then s:line(v) end
  if opts.field == "item.geometry" then s:item(v) end
end
return M
