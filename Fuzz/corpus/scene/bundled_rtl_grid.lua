-- A right-to-left photo grid (an Arabic or Hebrew build): UICollectionViewFlowLayout
-- mirrors its own frames, x' = width - w - x after pixel rounding (rule R17), so the first
-- cell of each section is at the top right. The decorations speak of leading and
-- trailing and follow: the separators' leading inset is on the right, the colour rule by
-- column colours the leading column (item % 3 == 0), which is the rightmost.
collection { width = 375, height = 667, scale = 2, layoutDirection = "rightToLeft" }

flow {
  itemSize = { 100, 100 },
  minimumInteritemSpacing = 8,
  minimumLineSpacing = 8,
  sectionInset = { top = 8, left = 24, bottom = 8, right = 8 },
  headerReferenceSize = { 0, 40 },
}

sections { 7, { items = 5, itemSizes = { { 100, 100 }, { 150, 100 }, { 100, 70 }, { 100, 100 }, { 100, 100 } } } }

use("section_background", { colors = { "#34C75922", "#007AFF22" }, cover = "content" })
use("separators", { betweenItems = true, thickness = 1, color = "#8E8E93", insets = { leading = 24 } })
use("color_rules", { rules = { { items = "3n", color = "#FF9500" } } })
