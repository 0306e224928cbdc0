-- Tags of different widths, as a "chips" list: AlignedCollectionViewFlowLayout's
-- alignment, written as the Lua plugin Plugins/aligned.lua. The flow layout would spread
-- each full line edge to edge; here the first section packs its lines to the left with
-- their tops aligned, the second to the right with their bottoms aligned, the third
-- centres them. Each section keeps its own insets and spacings, and the row bands drawn
-- by row_background follow the lines the plugin declares.
--
-- The UIKit code it mirrors:
--
--   let layout = AlignedCollectionViewFlowLayout(horizontalAlignment: .left, verticalAlignment: .top)
--   layout.minimumInteritemSpacing = 8
--   layout.minimumLineSpacing = 8
--   layout.sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
collection { width = 375, height = 667, scale = 2 }

flow {
  minimumInteritemSpacing = 8,
  minimumLineSpacing = 8,
  sectionInset = { top = 12, left = 16, bottom = 12, right = 16 },
  headerReferenceSize = { 0, 32 },
}

-- Chip widths (all 32 tall, some 44 to show the vertical alignment).
local widths = { 64, 92, 48, 120, 76, 56, 104, 88, 40, 132, 72, 60 }
local function chips(n, offset)
  local sizes = {}
  for i = 1, n do
    local w = widths[(i + offset - 1) % #widths + 1]
    sizes[i] = { w, i % 4 == 0 and 44 or 32 }
  end
  return sizes
end

sections {
  { items = 12, itemSizes = chips(12, 0) },
  -- Its own inset and spacings: the plugin honours them.
  { items = 9, itemSizes = chips(9, 4), inset = { top = 8, left = 40, bottom = 8, right = 8 },
    minimumInteritemSpacing = 4, minimumLineSpacing = 12 },
  { items = 7, itemSizes = chips(7, 8) },
}

use("aligned", {
  horizontal = "left", vertical = "top",
  sections = { [0] = {}, [1] = { horizontal = "right", vertical = "bottom" }, [2] = { horizontal = "center", vertical = "center" } },
})
use("row_background", { colors = { "#34C75926", "#007AFF26", "#FF950026" } })
