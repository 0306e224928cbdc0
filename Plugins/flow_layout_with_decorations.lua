--- flow_layout_with_decorations: CollectionViewFlowLayoutWithDecorations' grid separators
-- and section backgrounds, frame for frame, kinds and index paths included.
--
-- A plugin of its own because its rules are the original's: the column count is a number
-- the user sets (not read from the frames), a separator sits half the *minimum* spacing
-- (rounded down) before its item, so lines are off-centre when the real gap is wider, and
-- the horizontal lines span the layout's width less the section's side insets. The general
-- `separators` plugin finds lines and gaps from the frames and centres each separator in
-- its real gap; `placement = "minimumSpacing"` there gives this plugin's positions.
--
--   horizontalSeparator  above each item i > 0 with i % numberOfColumns == 0
--   verticalSeparator    before each item with i % numberOfColumns > 0
--   sectionBackground    behind a section's items and insets, as wide as the layout
--
-- Each is numbered by its item (the background by item 0). A zero width turns the
-- vertical separators off, a zero height the horizontal ones. Empty sections get nothing
-- (the original would ask for item -1). The formulas are written for vertical scrolling
-- and, as in the original, are used unchanged sideways. Scrolling vertically the section
-- hook draws everything (lazily, cached) but one rare line (see M.section); sideways a
-- background as wide as the view crosses other sections, so the layout hook draws all.
--
--   use("flow_layout_with_decorations", { numberOfColumns = 3 })

---@type lualayout.Plugin
local M = {
  name = "flow_layout_with_decorations",
  api = 1,
  summary = "CollectionViewFlowLayoutWithDecorations: grid separators and section backgrounds",
}

M.defaults = {
  numberOfColumns = 3,
  separatorSize = { 0.375, 0.375 },   -- { width, height }: vertical lines' width, horizontal lines' height
  separatorColor = "#28A7E1",
  showsSectionBackground = true,
  backgroundColor = "#001644",
  sectionInset = {},                   -- the layout's sectionInset; {} reads each section's
}

M.types = { numberOfColumns = { "integer", min = 1 }, separatorSize = "size", separatorColor = "color",
            backgroundColor = "color", sectionInset = "insets" }

-- `separatorSize` as { width, height }, { width =, height = } or one number for both (the
-- host has checked each is finite and ≥ 0); the original's CGSize cannot be nil.
local function size(value)
  local w, h = lualayout.size(value)
  if not w then error("option 'separatorSize': { width, height } expected, got false", 0) end
  return w, h
end

-- The original reads the layout's `sectionInset`, never a section's own (the delegate's):
-- a scene whose sections set `inset` gives the layout's here. nil: each section's.
local function insetOption(value)
  if type(value) == "table" and next(value) == nil then return nil end
  local top, left, bottom, right = lualayout.insets(value)
  return { top = top, left = left, bottom = bottom, right = right }
end

-- The styles of this pass (nil where a kind is off) and the sizes, from the options.
local function styles(opts, out)
  local w, h = size(opts.separatorSize)
  local kinds = { width = w, height = h, inset = insetOption(opts.sectionInset) }
  if h > 0 then kinds.horizontal = out:kind("horizontalSeparator", { zIndex = 0, color = opts.separatorColor }) end
  if w > 0 then kinds.vertical = out:kind("verticalSeparator", { zIndex = 0, color = opts.separatorColor }) end
  if opts.showsSectionBackground then
    kinds.background = out:kind("sectionBackground", { zIndex = -1, color = opts.backgroundColor })
  end
  return kinds
end

-- Item i's horizontal separator: y, or nil when item i has none.
local function horizontalY(s, opts, kinds, i, y)
  if kinds.horizontal and i > 0 and i % opts.numberOfColumns == 0 then
    return y - math.floor((s.lineSpacing + kinds.height) / 2)
  end
end

-- A section's separators. `limit`: a horizontal separator above it is left out (the
-- layout hook adds it: see M.layout). `section`: nil in the section hook, the section's
-- index in the layout hook (which must name it).
---@param s lualayout.Section
local function separators(s, opts, kinds, out, limit, section)
  local inset = kinds.inset or s.insets
  local width, columns = s.bounds.width, opts.numberOfColumns
  local half = math.floor((s.interitemSpacing + kinds.width) / 2)
  for i = 0, s.count - 1 do
    local x, y, _, h = s:item(i)
    local lineY = horizontalY(s, opts, kinds, i, y)
    if lineY and not (limit and lineY < limit) then
      out:add(kinds.horizontal, inset.left, lineY, width - inset.left - inset.right, kinds.height, i, section)
    end
    if kinds.vertical and i % columns > 0 then
      out:add(kinds.vertical, x - half, y, kinds.width, h, i, section)
    end
  end
end

-- A section's background.
local function background(s, kinds, out, section)
  local inset = kinds.inset or s.insets
  local _, firstY = s:item(0)
  local _, lastY, _, lastH = s:item(s.count - 1)
  local top = firstY - inset.top
  out:add(kinds.background, 0, top, s.bounds.width, lastY + lastH + inset.bottom - top, 0, section)
end

-- Stop-gap until the host measures reach: cell origins are rounded to the pixel grid
-- (layout-rules R12) and the section's length is not, so a background grown from the
-- first and last cells may end up to half a pixel past its section, half a point at
-- scale 1.
local ROUNDING = 0.5

-- How far a background drawn with the layout's inset (`sectionInset`) may pass its
-- section, plus what the pixel rounding of its cells adds.
---@param opts table
---@return number
function M.reach(opts)
  local inset = insetOption(opts.sectionInset)
  return (inset and math.max(0, inset.top, inset.bottom) or 0) + ROUNDING
end

-- A separator is the layout's width, so a section reads s.bounds.
M.dependsOnPosition = true

-- Scrolling vertically a section's decorations lie in it (its background within M.reach),
-- so the section hook draws them. The one exception: with a column count below the
-- grid's, an item of the first row gets a line that may sit above its section (when the
-- header and top inset are thinner than half the line spacing): M.layout adds it.
---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  if s.count == 0 or s.direction ~= "vertical" then return end
  local kinds = styles(opts, out)
  separators(s, opts, kinds, out, s.frame.y)
  if kinds.background then background(s, kinds, out) end
end

-- Sideways, everything; vertically, the first-row lines above their section.
---@param l lualayout.Layout
---@param opts table
---@param out lualayout.Output
function M.layout(l, opts, out)
  local kinds = styles(opts, out)
  local vertical = l.direction == "vertical"
  if vertical and not kinds.horizontal then return end
  for k = 0, l.sectionCount - 1 do
    local s = l:section(k)
    if s.count > 0 and not vertical then
      separators(s, opts, kinds, out, nil, k)
      if kinds.background then background(s, kinds, out, k) end
    elseif s.count > 0 then
      local inset = kinds.inset or s.insets
      local last = s.lineCount > 0 and select(6, s:line(1)) or s.count - 1
      for i = opts.numberOfColumns, last, opts.numberOfColumns do
        local _, y = s:item(i)
        local lineY = horizontalY(s, opts, kinds, i, y)
        if lineY and lineY < s.frame.y then
          out:add(kinds.horizontal, inset.left, lineY, s.bounds.width - inset.left - inset.right, kinds.height, i, k)
        end
      end
    end
  end
end

return M
