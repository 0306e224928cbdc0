--- text_rows: sizes self-sizing rows from their text, as a cell's
-- systemLayoutSizeFitting would (docs/layout-rules.md, C39): the item's data is its text
-- (a string, or { text = "...", lines = n, ratio = r }), the width is the one the layout
-- offers, and the height is the wrapped lines times the line height, plus the cell's
-- vertical padding, at least the minimum height.
--
-- AN APPROXIMATION of iOS text layout, not a measurement: every character is taken to be
-- `charWidth` em wide (0.5 em suits Latin text in SF Pro; CJK characters are about 1 em)
-- and lines break greedily at spaces, a word longer than a line at the character. Real
-- glyph widths vary from about 0.25 em (i, l) to 0.9 em (M, W), so on ordinary English
-- text a line holds within about 10% of the characters it is given here: over a
-- paragraph the model can be one line off in either direction (22 pt at the default line
-- height), more for text of mostly narrow or wide glyphs, hyphenation or other fonts.
-- Give `itemSizes` where exact heights matter.
--
--   use("text_rows", { fontSize = 17, lineHeight = 22 })
--   sections { { items = 2, itemData = { "A short row", { text = "Two lines", lines = 2 } } } }

---@type lualayout.Plugin
local M = {
  name = "text_rows",
  api = 1,
  summary = "Sizes self-sizing rows from their text (an approximate text model)",
}

M.defaults = {
  fontSize = 17,        -- points (the body text style at the default size)
  lineHeight = 22,      -- points between baselines (SF Pro 17 pt: 22)
  charWidth = 0.5,      -- the average character's width, in em
  padding = { top = 11, left = 16, bottom = 11, right = 16 }, -- the cell's margins around its text
  minimumHeight = 44,   -- a list cell's minimum height at the default text size
}

-- Sizes and margins are points, at least 0; a font and a character have some width.
M.types = {
  fontSize = { "number", min = 1 },
  lineHeight = { "number", min = 0 },
  charWidth = { "number", min = 0.01 },
  padding = { "insets", min = 0 },
  minimumHeight = { "number", min = 0 },
}

--- How many lines `text` wraps to in `width` points.
local function lines(text, width, em)
  if width <= em then return #text > 0 and utf8.len(text) or 1 end
  local perLine = math.max(1, math.floor(width / em))
  local count = 0
  for paragraph in (text .. "\n"):gmatch("(.-)\n") do
    local used, n = 0, 1
    for word in paragraph:gmatch("%S+") do
      local len = utf8.len(word) or #word
      local need = used == 0 and len or used + 1 + len
      if need <= perLine then
        used = need
      else
        -- A new line; a word longer than a line breaks at the character.
        n = n + (used == 0 and 0 or 1) + (len - 1) // perLine
        used = (len - 1) % perLine + 1
      end
    end
    count = count + n
  end
  return count
end

---@param _ lualayout.SizingSection the section (unused: each row sizes alone)
---@param elements lualayout.SizingElement[]
---@param opts table
function M.size(_, elements, opts)
  local em = opts.fontSize * opts.charWidth
  local top, left, bottom, right = lualayout.insets(opts.padding, "leftToRight")
  local sizes = {}
  for k, e in ipairs(elements) do
    local data = e.data
    if type(data) == "string" then data = { text = data } end
    if type(data) == "table" then
      local h
      if data.ratio then
        h = e.width / data.ratio
      else
        local n = data.lines or lines(data.text or "", e.width - left - right, em)
        h = math.max(opts.minimumHeight, n * opts.lineHeight + top + bottom)
      end
      sizes[k] = { e.width, h }
    end
  end
  return sizes
end

return M
