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
-- It is a layout hook: a band is as wide as the content (sideways, the content's whole
-- length) and spans the line spacing past its section's end. Scrolling vertically only a
-- row's first item can be at the left inset, so it reads one item a row; sideways every
-- cell of the first column is, and only sections that start at the inset are read.
--
--   use("sc_section_background")   -- green on even sections, blue on odd ones

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
}

M.types = { colors = "colors", sectionInset = "insets" }

-- The original reads the layout's `sectionInset`, never a section's own (the delegate's):
-- a scene whose sections set `inset` gives the layout's here. nil: each section's.
local function insetOption(value)
  if type(value) == "table" and next(value) == nil then return nil end
  local top, left, bottom, right = lualayout.insets(value)
  return { top = top, left = left, bottom = bottom, right = right }
end

-- The band of the cell at (x, y, height), or nil when it is not at the left inset.
---@param s lualayout.Section
---@return number? y, number height
local function band(s, inset, x, y, h)
  if x ~= inset.left then return nil, 0 end   -- the original's test for "first item of a row"
  -- The layout's item size when it has one (the original reads it), else the cell's.
  local itemHeight = s.itemSize and s.itemSize.height or h
  return y - inset.top, itemHeight + s.lineSpacing + inset.top / 2 + inset.bottom / 2
end

---@param l lualayout.Layout
---@param opts table
---@param out lualayout.Output
function M.layout(l, opts, out)
  local width = l.contentSize.width
  local layoutInset = insetOption(opts.sectionInset)
  local vertical = l.direction == "vertical"
  for k = 0, l.sectionCount - 1 do
    local s = l:section(k)
    local inset = layoutInset or s.insets
    local handle = out:kind(opts.kind, { zIndex = opts.zIndex, color = opts.colors[k % #opts.colors + 1] })
    local function add(i)
      local x, y, _, h = s:item(i)
      local top, height = band(s, inset, x, y, h)
      if top then out:add(handle, 0, top, width, height, i, k) end
    end
    if vertical and s.lineCount > 0 then
      for j = 1, s.lineCount do
        local _, _, _, _, first, last = s:line(j)
        if first <= last then add(first) end
      end
    elseif s.count > 0 and (vertical or s.itemsFrame.x <= inset.left) then
      for i = 0, s.count - 1 do add(i) end
    end
  end
end

return M
