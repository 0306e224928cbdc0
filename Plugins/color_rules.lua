--- color_rules: custom attributes by index path, in the spirit of CSS selectors.
--
-- Each rule names a target ("cell", "header", "footer", "decoration:<kind>" or
-- "supplementary:<kind>"), the items it applies to and the sections it applies in; every
-- other key of the rule is an attribute to set. Selectors count from 0, as index paths
-- do: "even", "odd", "first", "last", "3n+1", "2..5", "-3..-1", "first,last",
-- "not even", a list { 0, 4 }, or a function(item, section) returning true or false.
-- Later rules win.
--
--   use("color_rules", { rules = {
--     { items = "even", color = "#FFFFFF" },
--     { items = "odd",  color = "#F2F2F7" },
--     { target = "header", sections = "first", color = "#FFCC00" },
--   } })

---@type lualayout.Plugin
local M = {
  name = "color_rules",
  api = 1,
  summary = "Attributes (colour and others) by index-path selectors",
}

M.defaults = { rules = {} }

-- Keys of a rule that say where it applies; the others are attributes.
local where = { target = true, items = true, sections = true }

-- Windowed (docs/plugin-api.md): styles span the section, so a long section's rules
-- are given once, in the call that gives what spans the section, and its windows' calls
-- give nothing: no line is visited.
M.window = true

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  if not s.window.sectionWide then return end
  for _, rule in ipairs(opts.rules) do
    if lualayout.matches(rule.sections or "all", s.index, s.sectionCount) then
      local attributes = {}
      for key, value in pairs(rule) do
        if not where[key] then attributes[key] = value end
      end
      out:style(rule.target or "cell", rule.items or "all", attributes)
    end
  end
end

return M
