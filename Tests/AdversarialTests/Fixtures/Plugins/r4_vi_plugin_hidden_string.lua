local M = { name = "r4_vi_plugin_hidden_string", api = 1 }
function M.follow(view, s, opts, out) end
function M.visibleItems(items, offset, environment, opts)
  items[1].isHidden = "yes"
end
return M
