local M = { name = "r4_vi_plugin_error", api = 1 }
function M.follow(view, s, opts, out) end
function M.visibleItems(items, offset, environment, opts)
  error("no items", 0)
end
return M
