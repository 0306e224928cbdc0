local M = { name = "escape_rawset_globals", api = 1, defaults = {} }
rawset(_G, "lualayout", nil)
rawset(_ENV, "setmetatable", nil)
rawset(_G, "error", nil)
rawset(_G, "type", function() return "number" end)
string.format = nil
function M.section(s, opts, out)
  out:add(out:kind("after_rawset", {}), 0, s.frame.y, 1, 1)
  out:add(out:kind("after_rawset", {}), 0, s.frame.y, 0/0, 1)
end
return M
