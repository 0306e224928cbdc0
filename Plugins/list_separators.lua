--- list_separators: a list's row separators where UIKit puts them (docs/layout-rules.md,
-- C33): each row's bottom separator lies inside the row, along its bottom edge, one pixel
-- thick, inset from the row's ends, and the last row of a section has none.
--
-- `itemSeparatorHandler`, UIKit's handler of the same name, is a function of the scene:
-- given the row's index path and the separator configuration UIKit would use, it returns
-- the configuration to draw (it may hide the separator or change its insets):
--
--   use("list_separators", { insets = { leading = 16 },
--     itemSeparatorHandler = function(indexPath, config)
--       if indexPath.item == 0 then config.bottomSeparatorInsets = { leading = 0 } end
--       return config
--     end })

---@type lualayout.Plugin
local M = {
  name = "list_separators",
  api = 1,
  summary = "A list's row separators, inset, with UIKit's per-row handler",
}

M.defaults = {
  kind = "separator",
  color = "#C6C6C8",
  thickness = 0,                -- points; 0 is one pixel (1 / s.scale), as UIKit's
  insets = { leading = 16 },    -- the cell's layout margin, where its text starts
  itemSeparatorHandler = false, -- function(indexPath, config) return config end
  zIndex = 100,                 -- UIKit's separators lie over the cells
}

M.types = { color = "color", thickness = { "number", min = 0 }, insets = "insets", itemSeparatorHandler = "function" }

-- What the handler may return: UIKit's `UIListSeparatorConfiguration.Visibility` and the
-- two fields this plugin draws. Anything else is refused, never drawn as if it were said.
local VISIBILITIES = { "automatic", "visible", "hidden" }
local CONFIGURATION_FIELDS = { "bottomSeparatorVisibility", "bottomSeparatorInsets" }
-- NSDirectionalEdgeInsets' sides that a bottom separator has: where it starts and ends.
local INSET_SIDES = { "leading", "trailing" }

-- The insets the handler returned, checked: known sides, finite numbers.
local function returnedInsets(value)
  if type(value) ~= "table" then
    error("itemSeparatorHandler's bottomSeparatorInsets must be { leading = n, trailing = n }, got " .. type(value), 0)
  end
  for side, length in pairs(value) do
    lualayout.oneOf(side, INSET_SIDES, "itemSeparatorHandler's bottomSeparatorInsets side")
    if type(length) ~= "number" or length ~= length or length == math.huge or length == -math.huge then
      error("itemSeparatorHandler's bottomSeparatorInsets." .. side .. " must be a finite number, got " .. tostring(length), 0)
    end
  end
  return value
end

-- Windowed (docs/plugin-api.md): a long list is decorated a window of rows at a time;
-- each separator's item is its row's.
M.window = true

---@param s lualayout.Section
---@param opts table
---@param out lualayout.Output
function M.section(s, opts, out)
  -- The rows this call decorates: every item of the section called whole (its window
  -- holds every line), else the items of the window's lines (none in the call that gives
  -- only what spans the section).
  local window = s.window
  local firstItem, lastItem = 0, s.count - 1
  if window.count < s.lineCount then
    if window.count == 0 then return end
    local _, _, _, _, first = s:line(window.first)
    local _, _, _, _, _, last = s:line(window.first + window.count - 1)
    firstItem, lastItem = first, last
  end
  local line = out:kind(opts.kind, { zIndex = opts.zIndex, color = opts.color })
  local thickness = opts.thickness > 0 and opts.thickness or 1 / s.scale
  local handler = opts.itemSeparatorHandler
  -- The insets as UIKit's NSDirectionalEdgeInsets, a plain table the handler can read.
  local _, left, _, right = lualayout.insets(opts.insets, s.layoutDirection)
  if s.layoutDirection == "rightToLeft" then left, right = right, left end
  local default = { leading = left, trailing = right }
  for i = firstItem, lastItem do
    -- The configuration UIKit hands the handler: visible except below the last row.
    local visible, insets = i < s.count - 1, default
    if handler then
      local config = handler({ section = s.index, item = i }, {
        bottomSeparatorVisibility = visible and "visible" or "hidden",
        bottomSeparatorInsets = { leading = default.leading, trailing = default.trailing },
      })
      if type(config) ~= "table" then
        error("itemSeparatorHandler must return the configuration table, got " .. type(config), 0)
      end
      for field in pairs(config) do
        lualayout.oneOf(field, CONFIGURATION_FIELDS, "itemSeparatorHandler's configuration field")
      end
      -- Absent is UIKit's default; anything given (false included) must be a visibility.
      if config.bottomSeparatorVisibility ~= nil then
        local visibility = lualayout.oneOf(config.bottomSeparatorVisibility, VISIBILITIES,
                                           "itemSeparatorHandler's bottomSeparatorVisibility")
        if visibility ~= "automatic" then visible = visibility == "visible" end
      end
      if config.bottomSeparatorInsets ~= nil then insets = returnedInsets(config.bottomSeparatorInsets) end
    end
    if visible then
      local x, y, w, h = s:item(i)
      local _, l, _, r = lualayout.insets(insets, s.layoutDirection)
      -- `not (w - l - r <= 0)`: a NaN inset still reaches the host, which names it.
      if not (w - l - r <= 0) then
        out:add(line, x + l, y + h - thickness, w - l - r, thickness, i)
      end
    end
  end
end

return M
