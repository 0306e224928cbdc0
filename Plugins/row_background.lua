--- row_background: a band behind each line of items (a row when the layout scrolls
-- vertically, a column when it scrolls horizontally).
--
-- Lines come from the layout, not from a column count, so rows of different heights get
-- bands of their own height. Colours cycle by section (the classic "green on even
-- sections, blue on odd" demo); `lines` picks which lines get a band ("even" for zebra
-- stripes).
--
-- `padding` grows each band past its line (negative shrinks it): { top = 8, bottom = 8 }
-- spans the spacing around a row as SCSectionBackground's bands do. `numbering` picks the
-- item of the band's index path: "band" (0, 1, 2, ... for the bands drawn in the
-- section) or "firstItem" (the
-- line's first item: 0, 3, 6, ... on a three-column grid, the original's keys). The
-- original's own quirks (rows found by an exact x, the layout's item height) are in
-- sc_section_background.
--
--   use("row_background", { colors = { "#34C75933", "#007AFF33" }, lines = "all" })

---@type lualayout.Plugin
local M = {
  name = "row_background",
  api = 1,
  summary = "A band behind each row (or column) of items",
}

M.defaults = {
  kind = "rowBackground",
  colors = { "#E5E5EA" },  -- cycled by section index
  sections = "all",        -- which sections (selector over section indices)
  lines = "all",           -- which lines (selector over 0-based line numbers)
  fullWidth = true,        -- the whole line band, or only from its first to its last item
  cornerRadius = 0,
  padding = 0,             -- grows each band on the sides it names (insets; negative shrinks)
  numbering = "band",      -- the band's item: "band" (a running number) or "firstItem"
  zIndex = -1,
}

M.types = {
  colors = "colors",
  cornerRadius = { "number", min = 0 },
  sections = "selector",
  lines = "selector",
  padding = "insets",
  numbering = { "band", "firstItem" },
}

-- Padding grows a band past its line: tell the host how far.
---@param opts table
---@return number
function M.reach(opts)
  local top, left, bottom, right = lualayout.insets(opts.padding)
  return math.max(0, top, left, bottom, right)
end

-- Windowed (docs/plugin-api.md): a long section is decorated a window of lines at a
-- time. A band's running number ("band") counts the bands drawn before its line: the lines
-- before the window that `lines` matches (lualayout.count: at once for "all", "even",
-- "3n+1", ...), an empty line matched included.
M.window = true

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  local window = s.window
  if window.count == 0 or not lualayout.matches(opts.sections, s.index, s.sectionCount) then return end
  local band = out:kind(opts.kind, {
    zIndex = opts.zIndex,
    color = opts.colors[s.index % #opts.colors + 1],
    cornerRadius = opts.cornerRadius > 0 and opts.cornerRadius or nil,
  })
  local vertical = s.direction == "vertical"
  local top, left, bottom, right = lualayout.insets(opts.padding)
  local byFirstItem = opts.numbering == "firstItem"
  -- The bands drawn before the window.
  local drawn = 0
  if not byFirstItem and window.first > 1 then drawn = lualayout.count(opts.lines, window.first - 1, s.lineCount) end
  for j = window.first, window.first + window.count - 1 do
    local x, y, w, h, first, last = s:line(j)
    local matched = lualayout.matches(opts.lines, j - 1, s.lineCount)
    if first <= last and matched then
      if not opts.fullWidth then
        -- Only the span of the items: from the first item's start to the last one's end
        -- (in a right-to-left layout the first is the rightmost: the span runs from the
        -- leftmost start to the rightmost end).
        local fx, fy, fw = s:item(first)
        local lx, ly, lw, lh = s:item(last)
        if vertical then
          local spanStart = math.min(fx, lx)
          x, w = spanStart, math.max(fx + fw, lx + lw) - spanStart
        else
          y, h = fy, ly + lh - fy
        end
      end
      out:add(band, x - left, y - top, w + left + right, h + top + bottom, byFirstItem and first or drawn)
    end
    -- Counted as lualayout.count counts the lines before a window: every line matched.
    if matched then drawn = drawn + 1 end
  end
end

return M
