--- carousel: cells that shrink and fade with their distance from the centre of the view,
-- the classic visibleItemsInvalidationHandler of UIKit carousels, as a plugin hook
-- (M.visibleItems, docs/layout-rules.md C32) that any scene can use.
--
-- For each visible cell of the chosen sections: distance = |cell centre on screen − view
-- centre| along `axis`, as a fraction f of the view's length (at most 1);
-- scale = max(1 − f, minimumScale), alpha = max(1 − f, minimumAlpha); a cell within a tenth
-- of the view's length of the centre is drawn one zIndex above the others. Frames stay where the layout puts them: only attributes change.
--
--   use("carousel", { sections = { 1 }, minimumScale = 0.8, minimumAlpha = 0.5 })
--
-- With minimumScale = 0.8 and minimumAlpha = 1 it is the snippet found in many apps:
-- scale = max(1 − distance / width, 0.8).

---@type lualayout.Plugin
local M = {
  name = "carousel",
  api = 1,
  summary = "Cells of orthogonal sections shrink and fade with their distance from the view's centre",
}

-- sections: the 0-based sections it applies to ({} for all); axis: "x" for rows that scroll
-- sideways (a vertical layout), "y" for columns (a horizontal one).
M.defaults = { sections = {}, minimumScale = 0.8, minimumAlpha = 1, axis = "x" }
M.types = { sections = "table", minimumScale = { "number", min = 0 }, minimumAlpha = { "number", min = 0, max = 1 },
            axis = { "x", "y" } }

local abs, max, min = math.abs, math.max, math.min

local function applies(opts, section)
  if #opts.sections == 0 then return true end
  for _, s in ipairs(opts.sections) do
    if s == section then return true end
  end
  return false
end

function M.visibleItems(items, offset, environment, opts)
  local size = environment.container.contentSize
  local horizontal = opts.axis == "x"
  local length = horizontal and size.width or size.height
  for _, item in ipairs(items) do
    if item.category == "cell" and applies(opts, item.section) then
      -- The cell's centre on screen: its unscrolled centre less the section's offset.
      local centre = horizontal and (item.center.x - offset.x) or (item.center.y - offset.y)
      local f = min(abs(centre - length / 2) / length, 1)
      local scale = max(1 - f, opts.minimumScale)
      item.transform = { scale, 0, 0, scale, 0, 0 }
      if opts.minimumAlpha < 1 then item.alpha = max(1 - f, opts.minimumAlpha) end
      if f < 0.1 then item.zIndex = item.zIndex + 1 end
    end
  end
end

return M
