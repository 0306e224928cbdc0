--- sc_section_background: SCSectionBackground's row bands, frame for frame.
--
-- A plugin of its own, not an option of row_background, because every rule that makes
-- its frames is a quirk a new scene would not want: a row is found by an exact compare of
-- a cell's x with the left inset (a line that does not start there, such as a centred lone
-- item, gets no band), the band's height comes from the layout's item size rather than the
-- row's, it spans the line spacing and half of both insets (so bands overlap), and it is
-- as wide as the content whatever the scroll direction. row_background draws one band per
-- line of the line's own size; use this plugin to match an app that used the original.
--
-- Each band is numbered by the row's first item (0, 3, 6, ...), as the original keys it.
-- Scrolling vertically only a row's first item can be at the left inset, and the section
-- hook draws the bands that lie inside their section (lazily, cached); the layout hook
-- draws the rest: the last rows' bands, which span the line spacing past the section's
-- end, and the first rows' when the layout's inset is deeper than the section's.
-- Sideways every cell of the first column is at the inset, and a band is as long as the
-- whole content: the layout hook draws them all.
--
-- The original reads the layout's `sectionInset` and `itemSize` whatever the delegate
-- gives a section or a cell; a scene has only each section's, so a scene whose sections
-- or cells have sizes of their own gives the layout's as options (`sectionInset`,
-- `itemSize`), as the original would read them.
--
--   use("sc_section_background")   -- green on even sections, blue on odd ones
--   use("sc_section_background", { itemSize = { 109, 100 } })   -- cells sized per item

---@type lualayout.Plugin
local M = {
  name = "sc_section_background",
  api = 1,
  summary = "SCSectionBackground: a band per row, from the row's first item",
}

M.defaults = {
  kind = "sectionBackground",
  colors = { "#00FF0080", "#0000FF80" },  -- cycled by section: green, then blue, at 50%
  zIndex = -1,                            -- the cell's zIndex (0) less one
  sectionInset = {},                      -- the layout's sectionInset; {} reads each section's
  itemSize = false,                       -- the layout's itemSize; false reads each section's
}

M.types = { colors = "colors", sectionInset = "insets", itemSize = "size" }

-- The original reads the layout's `sectionInset`, never a section's own (the delegate's):
-- a scene whose sections set `inset` gives the layout's here. nil: each section's.
local function insetOption(value)
  if type(value) == "table" and next(value) == nil then return nil end
  local top, left, bottom, right = lualayout.insets(value)
  return { top = top, left = left, bottom = bottom, right = right }
end

-- The band of the cell at (x, y, height), or nil when it is not at the left inset.
-- `itemHeight`: the layout's item height from the `itemSize` option, or nil.
---@param s lualayout.Section
---@return number? y, number height
local function band(s, inset, itemHeight, x, y, h)
  if x ~= inset.left then return nil, 0 end   -- the original's test for "first item of a row"
  -- The original reads the layout's itemSize.height, whatever size the delegate gives a
  -- cell: the option when given; else the section's single item size when it has one
  -- (the layout's, unless the section sets its own), else the cell's.
  itemHeight = itemHeight or (s.itemSize and s.itemSize.height) or h
  return y - inset.top, itemHeight + s.lineSpacing + inset.top / 2 + inset.bottom / 2
end

-- Line j's band: its first item, y and height; nil when it has none.
---@param s lualayout.Section
local function lineBand(s, inset, itemHeight, j)
  local _, _, _, _, first, last = s:line(j)
  if first > last then return nil end
  local x, y, _, h = s:item(first)
  local top, height = band(s, inset, itemHeight, x, y, h)
  if top then return first, top, height end
end

local function style(s, opts, out)
  return out:kind(opts.kind, { zIndex = opts.zIndex, color = opts.colors[s.index % #opts.colors + 1] })
end

-- Whether a band from y, height tall, lies inside section s.
local function inside(s, y, height)
  return y >= s.frame.y and y + height <= s.frame.y + s.frame.height
end

-- A band is as wide as the content, which a section reads (s.contentSize).
M.dependsOnPosition = true

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  if s.direction ~= "vertical" then return end
  local inset, handle = insetOption(opts.sectionInset) or s.insets, nil
  local _, itemHeight = lualayout.size(opts.itemSize)
  for j = 1, s.lineCount do
    local first, y, height = lineBand(s, inset, itemHeight, j)
    if first and inside(s, y, height) then
      handle = handle or style(s, opts, out)
      out:add(handle, 0, y, s.contentSize.width, height, first)
    end
  end
end

---@param l lualayout.Layout
---@param opts table
---@param out lualayout.Output
function M.layout(l, opts, out)
  local width = l.contentSize.width
  local layoutInset = insetOption(opts.sectionInset)
  local _, itemHeight = lualayout.size(opts.itemSize)
  local vertical = l.direction == "vertical"
  for k = 0, l.sectionCount - 1 do
    local s = l:section(k)
    local inset = layoutInset or s.insets
    if vertical then
      -- Bands start and end later line by line: those outside the section are the
      -- first lines' and the last lines', up to the first band inside from either end.
      local drawn = {}
      local function edge(j)
        local first, y, height = lineBand(s, inset, itemHeight, j)
        if first and inside(s, y, height) then return false end
        if first and not drawn[j] then out:add(style(s, opts, out), 0, y, width, height, first, k) end
        drawn[j] = true
        return true
      end
      for j = 1, s.lineCount do if not edge(j) then break end end
      for j = s.lineCount, 1, -1 do if drawn[j] or not edge(j) then break end end
    elseif s.count > 0 and s.itemsFrame.x <= inset.left then
      local handle = style(s, opts, out)
      for i = 0, s.count - 1 do
        local x, y, _, h = s:item(i)
        local top, height = band(s, inset, itemHeight, x, y, h)
        if top then out:add(handle, 0, top, width, height, i, k) end
      end
    end
  end
end

return M
