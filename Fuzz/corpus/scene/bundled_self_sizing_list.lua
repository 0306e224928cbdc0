-- A self-sizing list: cells that size themselves (UICollectionViewFlowLayout with
-- estimatedItemSize), two sections of messages under headers, as UIKit settles them once
-- every cell has reported its fitted size. The sizes below are those fitted sizes; the
-- estimate is only what the first pass lays out. Every line of a self-sizing flow section
-- holds one cell here and is complete, so a cell narrower than the line is centred: the
-- well-known self-sizing effect (rule R18). The UIKit code:
--
--   let layout = UICollectionViewFlowLayout()
--   layout.estimatedItemSize = CGSize(width: 343, height: 60)
--   layout.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 16, right: 16)
--   layout.headerReferenceSize = CGSize(width: 0, height: 36)
--   // each cell's preferredLayoutAttributesFitting returns its own height; the short
--   // replies are narrower than the line, and are centred on it.
collection { width = 375, height = 667, scale = 2 }

flow {
  estimatedItemSize = { 343, 60 },
  sectionInset = { top = 8, left = 16, bottom = 16, right = 16 },
  minimumLineSpacing = 8,
  headerReferenceSize = { 0, 36 },
}

sections {
  { items = 4, itemSizes = { { 343, 88 }, { 343, 44 }, { 240, 64 }, { 343, 132 } } },
  { items = 3, itemSizes = { { 343, 60 }, { 200, 44 }, { 343, 104 } } },
}

use("section_background", { colors = { "#F2F2F7" }, cover = "content" })
-- Then a cell reports a new fitted size: `lualayout dump self_sizing_list.lua --updates`
-- shows that cell growing and every cell after it moving down.
update { resizeItems = { { 0, 1, size = { 343, 70 } } } }
