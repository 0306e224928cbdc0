-- A Pinterest-style photo wall: CHTCollectionViewWaterfallLayout's columns, written as
-- the Lua plugin Plugins/waterfall.lua. Every photo is as wide as its column and keeps
-- its aspect ratio (the sizes below are the photos' own pixel sizes); each goes into the
-- shortest column. The first section has three columns, the second two, each with its
-- own header, inset from the sides and set off from the photos as CHT's headerInset does.
--
-- The UIKit code it mirrors:
--
--   let layout = CHTCollectionViewWaterfallLayout()
--   layout.columnCount = 2                      // 3 for section 0, by the delegate
--   layout.minimumColumnSpacing = 8
--   layout.minimumInteritemSpacing = 8
--   layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 16, right: 8)
--   layout.headerHeight = 36
--   layout.headerInset = UIEdgeInsets(top: 8, left: 8, bottom: 0, right: 8)
collection { width = 375, height = 667, scale = 3 }

flow {
  minimumInteritemSpacing = 8,   -- the gap between photos in a column
  sectionInset = { top = 8, left = 8, bottom = 16, right = 8 },
  headerReferenceSize = { 0, 36 },
}

-- Photo sizes (width, height), repeated: portrait, landscape and square shots.
local shots = { {3, 4}, {4, 3}, {1, 1}, {2, 3}, {16, 9}, {3, 5}, {4, 5}, {5, 4} }
local function photos(n, offset)
  local sizes = {}
  for i = 1, n do sizes[i] = shots[(i + offset - 1) % #shots + 1] end
  return { items = n, itemSizes = sizes }
end

sections { photos(14, 0), photos(9, 3) }

use("waterfall", {
  columnSpacing = 8,
  headerInset = { top = 8, left = 8, right = 8 },
  sections = { [0] = { columns = 3 }, [1] = { columns = 2 } },
})
use("section_background", { cover = "content" })
