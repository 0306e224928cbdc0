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

-- The rules as the hook uses them: target, selectors and attributes. A hook runs for
-- every section, so it takes them through `lualayout.derived`, which reads them once per use.
local function readRules(opts)
  local rules = {}
  for k, rule in ipairs(opts.rules) do
    local attributes = {}
    for key, value in pairs(rule) do
      if not where[key] then attributes[key] = value end
    end
    rules[k] = { target = rule.target or "cell", items = rule.items or "all", sections = rule.sections or "all",
                 attributes = attributes }
  end
  return rules
end

-- One out:style call per rule, in order, in every section: a rule whose sections do not
-- include this one selects nothing ({}). So the k-th call is rule k, and the host's record
-- of the calls (which elements each selected, a function selector's picks included) says
-- which rules styled a cell: the preview's inspector reads it (docs/serve.md).
---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  if not s.window.sectionWide then return end
  for _, rule in ipairs(lualayout.derived(opts, readRules)) do
    local here = lualayout.matches(rule.sections, s.index, s.sectionCount)
    out:style(rule.target, here and rule.items or {}, rule.attributes)
  end
end

return M
