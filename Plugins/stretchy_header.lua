--- stretchy_header: headers that follow the scroll (CSStickyHeaderFlowLayout's two effects).
--
-- Stretchy: when the content is pulled past its top (the visible rect starts before the
-- first section's header, as `contentOffset.y < 0` does with no content inset), the first
-- section's header grows to fill the gap: it starts where the visible rect starts and ends
-- where it ends at rest. It grows by at most `maxStretch` points (beyond, it moves down
-- with the content, as an unstretched header does).
-- Sticky: every other header (and the first one when not pulled) sticks to the top of the
-- visible rect as `sectionHeadersPinToVisibleBounds` makes it stick (R13): it starts at
-- max(its own start, the visible rect's start), and never leaves its section: it stops
-- where it would overlap the section's footer space (header + footer lengths before the
-- section's end). Origins are rounded to the pixel grid as the flow layout rounds them; a
-- stretch that rounding would take past maxStretch is rounded toward zero instead.
-- Both scroll directions: along y when vertical, along x when horizontal.
--
--   collection { size = { 375, 667 }, contentOffset = { 0, -80 } }
--   use("stretchy_header", { maxStretch = 200 })
--
-- Only headers move; decorations other plugins draw around a header are drawn at its
-- resting frame (`s.header`).

---@type lualayout.Plugin
local M = {
  name = "stretchy_header",
  api = 1,
  summary = "The first header stretches when pulled past the top; headers stick to the top",
}

M.defaults = { stretch = true, sticky = true, maxStretch = 200 }
M.types = { maxStretch = { "number", min = 0 } }

-- The header stretches at most maxStretch points above the first section.
M.scroll = { reach = function(opts) return opts.stretch and math.max(opts.maxStretch, 0) or 0 end }

local floor, min, max = math.floor, math.min, math.max

-- C's round (halves away from zero) at the screen scale, as UIKit snaps origins.
local function snap(v, scale)
  if scale <= 0 then return v end
  if v >= 0 then return floor(v * scale + 0.5) / scale end
  return -floor(-v * scale + 0.5) / scale
end

-- A length rounded toward zero at the screen scale.
local function snapDown(length, scale)
  if scale <= 0 then return length end
  return floor(length * scale) / scale
end

function M.follow(view, s, opts, out)
  local header = s.header
  if header == nil then return end
  local vertical = s.direction == "vertical"
  -- Along the scroll axis: where the header starts, its length, where the view starts.
  local start, length, top = header.y, header.height, view.y
  if not vertical then start, length, top = header.x, header.width, view.x end

  local from, to = start, start + length
  if opts.stretch and s.index == 0 and top < start and opts.maxStretch > 0 then
    from = snap(start - min(start - top, opts.maxStretch), s.scale)
    -- Rounded past maxStretch (the reach declared above, off the pixel grid): the
    -- largest stretch on the grid within it instead.
    if start - from > opts.maxStretch then from = start - snapDown(opts.maxStretch, s.scale) end
  elseif opts.sticky then
    local frame, footer = s.frame, s.footer
    local sectionEnd = vertical and frame.y + frame.height or frame.x + frame.width
    local footerLength = footer and (vertical and footer.height or footer.width) or 0
    local position = max(start, top)
    if position + length + footerLength > sectionEnd then position = sectionEnd - (footerLength + length) end
    from = snap(position, s.scale)
    to = from + length
  end
  if from == start and to == start + length then return end
  if vertical then
    out:move("header", 0, header.x, from, header.width, to - from)
  else
    out:move("header", 0, from, header.y, to - from, header.height)
  end
end

return M
