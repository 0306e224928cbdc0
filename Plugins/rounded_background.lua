--- rounded_background: the inset-grouped look of iOS lists. Each section sits on a
-- rounded card inset from the sides of the collection view.
--
-- A variant of section_background: the same worker, other defaults (inset 15 pt on
-- both sides, corner radius 15, the secondary system fill colour).
--
-- `insetEdges` picks the two edges the card is inset from: "across" (the default) the
-- sides across the scroll axis, left and right when vertical and top and bottom when
-- sideways, so the card keeps its margins along the page; "leadingTrailing" always left
-- and right, as RoundedBackgroundView draws its card whatever the direction. An option,
-- not a plugin of its own: both are sensible cards, and a user looks for it here.
--
--   use("rounded_background", { color = "#FFFFFF" })

local background = require("section_background")

---@type lualayout.Plugin
local M = {
  name = "rounded_background",
  api = 1,
  summary = "Inset-grouped sections: a rounded card behind each section",
}

M.defaults = {
  kind = "roundedBackground",
  color = "#78788029",     -- UIKit's secondarySystemFill (light)
  inset = 15,              -- from the two edges `insetEdges` names
  insetEdges = "across",   -- "across" the scroll axis, or always "leadingTrailing"
  cornerRadius = 15,
  cover = "content",       -- as section_background: "items", "content", "section" or "firstAndLast"
  sections = "all",
  emptySections = false,
  zIndex = -1,
}

M.types = {
  color = "color",
  inset = { "number", min = 0 },
  cornerRadius = { "number", min = 0 },
  insetEdges = { "across", "leadingTrailing" },
  cover = { "items", "content", "section", "firstAndLast" },
  sections = "selector",
}

-- Windowed, as section_background, which draws the card in the call that gives what
-- spans the section (docs/plugin-api.md).
M.window = true

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  local sides = s.direction == "vertical" or opts.insetEdges == "leadingTrailing"
  background.section(s, {
    kind = opts.kind,
    colors = { opts.color },
    sections = opts.sections,
    cover = opts.cover,
    fullWidth = true,
    insets = sides and { left = opts.inset, right = opts.inset }
                      or { top = opts.inset, bottom = opts.inset },
    cornerRadius = opts.cornerRadius,
    borderColor = "#00000000",
    borderWidth = 0,
    shadow = {},
    emptySections = opts.emptySections,
    zIndex = opts.zIndex,
  }, out)
end

return M
