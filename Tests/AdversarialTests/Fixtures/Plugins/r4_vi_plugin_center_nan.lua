local M = { name = "r4_vi_plugin_center_nan", api = 1 }
function M.follow(view, s, opts, out) end
function M.visibleItems(items, offset, environment, opts)
  items[1].center = { x = 0/0, y = 0 }
end
return M
