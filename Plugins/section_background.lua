--- section_background: a block behind each section.
--
-- What it covers (`cover`):
--   "items"   the items only,
--   "content" the items and the section insets (UIKit's section content rect),
--   "section" the whole section, header and footer included,
--   "firstAndLast" the first and the last item only, with the section insets (the
--             rule of ZHCollectionViewFlowLayout: cheap, and exact on a grid whose
--             first and last items bound the section; a taller item between them is
--             not covered).
-- `fullWidth` stretches it across the collection view (its height when scrolling
-- horizontally); otherwise it is as wide as what it covers. Its own `insets` shrink it
-- (negative values grow it; `leading` and `trailing` follow the layout's direction).
-- Colours cycle by section index; `sections` picks which
-- sections get one, so two uses can colour even and odd sections differently.
--
--   use("section_background", { colors = { "#00FF0080", "#0000FF80" }, cover = "section" })

---@type lualayout.Plugin
local M = {
  name = "section_background",
  api = 1,
  summary = "A background behind each section: its items, content or whole section",
}

M.defaults = {
  kind = "sectionBackground",
  colors = { "#F2F2F7" },  -- cycled: section 0 gets the first, section 1 the second, ...
  sections = "all",        -- a selector over section indices
  cover = "content",
  fullWidth = true,
  insets = 0,
  cornerRadius = 0,
  borderColor = "#00000000",
  borderWidth = 0,
  shadow = {},             -- { color =, radius =, offset = { x, y }, opacity = }; {} for none
  emptySections = false,   -- also behind sections without items (header and footer only)
  zIndex = -1,
}

M.types = {
  colors = "colors",
  sections = "selector",
  cover = { "items", "content", "section", "firstAndLast" },
  insets = "insets",
  cornerRadius = { "number", min = 0 },
  borderColor = "color",
  borderWidth = { "number", min = 0 },
}

-- Negative insets grow the background past its section: tell the host how far.
---@param opts table
---@return number
function M.reach(opts)
  -- Either direction: `leading` is on the left in one and on the right in the other.
  local top, left, bottom, right = lualayout.insets(opts.insets)
  local _, rtlLeft, _, rtlRight = lualayout.insets(opts.insets, "rightToLeft")
  return math.max(0, -math.min(top, left, bottom, right, rtlLeft, rtlRight))
end

-- The rectangle the background covers, before its own insets (`c`: the settings below).
---@param s lualayout.Section
---@return number x, number y, number width, number height
local function covered(s, c)
  local x, y, w, h
  if c.cover == "firstAndLast" then
    local ax, ay, aw, ah = s:item(0)
    local bx, by, bw, bh = s:item(s.count - 1)
    x, y = math.min(ax, bx), math.min(ay, by)
    w, h = math.max(ax + aw, bx + bw) - x, math.max(ay + ah, by + bh) - y
    local inset = s.insets
    x, y, w, h = x - inset.left, y - inset.top, w + inset.left + inset.right, h + inset.top + inset.bottom
  else
    local r = c.cover == "items" and s.itemsFrame
           or c.cover == "content" and s.contentFrame
           or s.frame
    x, y, w, h = r.x, r.y, r.width, r.height
  end
  if c.fullWidth then
    if s.direction == "vertical" then
      x, w = s.frame.x, s.frame.width
    else
      y, h = s.frame.y, s.frame.height
    end
  end
  return x, y, w, h
end

-- The span `start..start + length` shrunk by `low` and `high` (grown when negative).
-- Insets larger than the span leave an empty background at the point where the two
-- edges cross, kept inside the span (grown by any negative inset): never outside what
-- it covers, so never outside its section.
local function shrink(start, length, low, high)
  local a, b = start + low, start + length - high
  if a <= b then return a, b - a end
  local at = (a + b) / 2
  at = math.max(start + math.min(low, 0), math.min(start + length - math.min(high, 0), at))
  return at, 0
end

-- Windowed (docs/plugin-api.md): a background spans its section and comes from its frame
-- (and its first and last items), in the call that gives what spans the section; a long
-- section's windows of lines give nothing.
M.window = true

-- What the hook reads of its options, for a layout direction. A hook runs for every
-- section, so it takes this through `lualayout.derived`, which builds it once per use and
-- direction.
local function settings(opts, direction)
  local top, left, bottom, right = lualayout.insets(opts.insets, direction)
  local c = { kind = opts.kind, sections = opts.sections, cover = opts.cover, fullWidth = opts.fullWidth,
              emptySections = opts.emptySections, top = top, left = left, bottom = bottom, right = right, looks = {} }
  -- One look per colour: the colours cycle by section index.
  for k, color in ipairs(opts.colors) do
    c.looks[k] = {
      zIndex = opts.zIndex,
      color = color,
      cornerRadius = opts.cornerRadius > 0 and opts.cornerRadius or nil,
      borderColor = opts.borderWidth > 0 and opts.borderColor or nil,
      borderWidth = opts.borderWidth > 0 and opts.borderWidth or nil,
      shadow = next(opts.shadow) and opts.shadow or nil,
    }
  end
  return c
end

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  if not s.window.sectionWide then return end
  local c = lualayout.derived(opts, settings, s.layoutDirection)
  -- An empty section has no first and last item to cover.
  if s.count == 0 and (not c.emptySections or c.cover == "firstAndLast") then return end
  if not lualayout.matches(c.sections, s.index, s.sectionCount) then return end

  local x, y, w, h = covered(s, c)
  local background = out:kind(c.kind, c.looks[s.index % #c.looks + 1])
  x, w = shrink(x, w, c.left, c.right)
  y, h = shrink(y, h, c.top, c.bottom)
  out:add(background, x, y, w, h)
end

return M
