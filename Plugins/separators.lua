--- separators: hairlines between lines of items and between the items of a line.
--
-- "Between" semantics: nothing before the first line or after the last, nor before the
-- first item of a line or after its last. Each separator is centred in the spacing, and
-- it is found from the items' frames, so rows of different widths and heights get the
-- right separators without a fixed column count.
--
-- When the layout scrolls vertically, lines are rows: `betweenLines` draws horizontal
-- lines between rows and `betweenItems` vertical lines between the items of a row.
-- Scrolling horizontally swaps the two.
--
-- `placement = "minimumSpacing"` puts each separator where CollectionViewFlowLayoutWithDecorations
-- does: half the layout's *minimum* spacing plus the thickness, rounded down, before the
-- line or item that follows it. It equals "centered" on a grid whose gaps are the minimum
-- and whole; where a gap is wider than the minimum the line sits off-centre, nearer the
-- next item. An option, not a plugin: it is the same separators, placed by another rule.
--
-- `thickness` is one number, or `{ width, height }`: vertical lines `width` wide and
-- horizontal ones `height` tall, whichever lines they are (CollectionViewFlowLayoutWithDecorations'
-- `separatorSize`, whose two values may differ).
--
-- `insets` may name the `leading` and `trailing` ends, as UIKit's separator insets do: in
-- a right-to-left layout the leading end is the right one.
--
-- Windowed (M.window, docs/plugin-api.md): a long section is decorated a window of lines
-- at a time. A window's call adds the separators before each of its lines (the one before
-- its first line too, found from the line before the window) and between the items of its
-- lines; each separator's item is counted from the line's first item, so that a window
-- need not count the separators of the windows before it.
--
--   use("separators", { color = "#C6C6C8", thickness = 0.5, insets = { leading = 16 } })

---@type lualayout.Plugin
local M = {
  name = "separators",
  api = 1,
  summary = "Lines between rows and between the items of a row",
}

M.defaults = {
  kind = "separator",
  color = "#C6C6C8",
  thickness = 0.5,     -- points (1 / s.scale is one pixel), or { width, height }: see below
  betweenLines = true,
  betweenItems = false,
  insets = 0,          -- shortens line separators at their ends (left/right when vertical)
  sections = "all",
  placement = "centered",  -- "centered" in the gap, or "minimumSpacing" (see above)
  zIndex = 1,
}

M.types = { color = "color", insets = "insets", sections = "selector", thickness = "size",
            placement = { "centered", "minimumSpacing" } }

-- `thickness` as the width of vertical lines and the height of horizontal ones (one
-- number: both), as CollectionViewFlowLayoutWithDecorations' `separatorSize` gives them.
local function thicknesses(opts)
  local width, height = lualayout.size(opts.thickness)
  if not width then error("option 'thickness': a number or { width, height } expected, got false", 0) end
  return width, height
end

-- A separator between two lines is centred in the spacing between them: a thickness
-- larger than the spacing reaches past the lines by half of it.
---@param opts table
---@return number
function M.reach(opts)
  local width, height = thicknesses(opts)
  return math.max(width, height) / 2
end

-- The hook works by windows of lines (s.window): it reads only the lines it decorates
-- and the one before them.
M.window = true

-- What the hook reads of its options, for a layout direction. A hook runs for every
-- section, so it takes this through `lualayout.derived`, which builds it once per use and
-- direction.
local function settings(opts, direction)
  local top, left, bottom, right = lualayout.insets(opts.insets, direction)
  local width, height = thicknesses(opts)
  return {
    kind = opts.kind, style = { zIndex = opts.zIndex, color = opts.color }, sections = opts.sections,
    betweenLines = opts.betweenLines, betweenItems = opts.betweenItems,
    byMinimum = opts.placement == "minimumSpacing",
    top = top, left = left, bottom = bottom, right = right, width = width, height = height,
  }
end

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  local firstLine, lineCount = s.window.first, s.window.count   -- the lines this call decorates
  local c = lualayout.derived(opts, settings, s.layoutDirection)
  if s.count == 0 or lineCount == 0 or not lualayout.matches(c.sections, s.index, s.sectionCount) then return end
  local line = out:kind(c.kind, c.style)
  local vertical = s.direction == "vertical"
  local startInset, endInset = c.left, c.right
  if not vertical then startInset, endInset = c.top, c.bottom end
  -- Read once: this loop runs for every line of every section. (`s.line` and `s.item`
  -- too: `s:line(j)` would look the method up through the read-only `s` on every line.)
  local betweenLines, betweenItems = c.betweenLines, c.betweenItems
  -- Lines between rows are horizontal (their thickness a height), between the items of a
  -- row vertical (a width); sideways the other way round.
  local lineThickness, itemThickness = c.height, c.width
  if not vertical then lineThickness, itemThickness = c.width, c.height end
  local line_of, item_of = s.line, s.item
  local add = out.add   -- likewise: `out:add` looks `add` up in `out` for every separator
  local byMinimum = c.byMinimum
  local floor = math.floor

  -- Where the previous non-empty line starts and ends on the scroll axis. Lines follow
  -- each other forwards, but from right to left in a right-to-left horizontal layout.
  -- A window that does not start the section begins after the line before it.
  local previousStart, previousEnd
  for j = firstLine - 1, 1, -1 do
    local x, y, w, h, first, last = line_of(s, j)
    if first <= last then
      previousStart, previousEnd = y, y + h
      if not vertical then previousStart, previousEnd = x, x + w end
      break
    end
  end
  for j = firstLine, firstLine + lineCount - 1 do
    local x, y, w, h, first, last = line_of(s, j)
    if first <= last then
      local lineStart, lineEnd = y, y + h
      local bandStart, bandEnd = x, x + w
      if not vertical then
        lineStart, lineEnd, bandStart, bandEnd = x, x + w, y, y + h
      end
      -- Each separator's frame (sx, sy, sw, sh) is written as if the lines were rows (x
      -- along the line), then turned when they are not. `not (hi <= lo)`, not `hi > lo`: a NaN inset still
      -- reaches the host, which names the bad frame.
      local lo, hi = bandStart + startInset, bandEnd - endInset
      if betweenLines and previousEnd and not (hi <= lo) then
        -- "minimumSpacing" keeps a fixed distance before the line that follows (after it,
        -- mirrored, when lines run backwards); "centered" halves the real gap.
        local forwards = lineStart >= previousEnd
        local at
        local thickness = lineThickness
        if byMinimum then
          local reach = floor((s.lineSpacing + thickness) / 2)
          at = forwards and lineStart - reach or lineEnd + reach - thickness
        else
          at = (forwards and (previousEnd + lineStart) / 2 or (lineEnd + previousStart) / 2) - thickness / 2
        end
        local sx, sy, sw, sh = lo, at, hi - lo, thickness
        if not vertical then sx, sy, sw, sh = sy, sx, sh, sw end
        -- Its item: the separators before this one, one per line and one between each two
        -- items of a line (counted from the line's first item, when both kinds are drawn).
        add(out, line, sx, sy, sw, sh, betweenItems and first - 1 or j - 2)
      end
      if betweenItems and not (lineEnd <= lineStart) then
        for i = first, last - 1 do
          local ax, ay, aw, ah = item_of(s, i)
          local bx, by, bw = item_of(s, i + 1)
          -- The next item may be on the left (a right-to-left layout): the separator goes
          -- in the gap on whichever side it is, mirrored.
          local forwards = not vertical or bx >= ax
          local gapStart, gapEnd
          if vertical then
            gapStart, gapEnd = forwards and ax + aw or bx + bw, forwards and bx or ax
          else
            gapStart, gapEnd = ay + ah, by
          end
          local at
          local thickness = itemThickness
          if byMinimum then
            local reach = floor((s.interitemSpacing + thickness) / 2)
            at = forwards and gapEnd - reach or gapStart + reach - thickness
          else
            at = (gapStart + gapEnd) / 2 - thickness / 2
          end
          local sx, sy, sw, sh = lineStart, at, lineEnd - lineStart, thickness
          if vertical then sx, sy, sw, sh = sy, sx, sh, sw end
          add(out, line, sx, sy, sw, sh, betweenLines and i or i - (j - 1))
        end
      end
      previousStart, previousEnd = lineStart, lineEnd
    end
  end
end

return M
