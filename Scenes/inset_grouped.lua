-- An iOS inset-grouped list: a header on the grouped background, then a white card with
-- rounded corners holding 44-pt rows, separators inset from the card's leading edge. It is
-- UIKit's list, as an app builds it:
--
--   var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
--   config.headerMode = .supplementary
--   let layout = UICollectionViewCompositionalLayout.list(using: config)
--
-- UIKit sizes the rows and the header from their text; LuaLayout measures no text, so the
-- scene gives their heights (rowHeight, headerHeight). The list places the card 16 pt in
-- from each side (the table layout margin), the header above it, and 20 pt of grouped
-- background below the last section (docs/layout-rules.md, C33).
collection { width = 375, height = 667, scale = 2 }

list {
  appearance = "insetGrouped",
  headerMode = "supplementary",
  headerHeight = 40,
  rowHeight = 44,
}

-- numberOfItemsInSection: one section of 4 rows.
sections { 4 }

-- Drawing, not layout: plugins style what the layout declared, as the views would.
-- The collection view's backgroundColor, systemGroupedBackground, behind everything.
use("section_background", { colors = { "#F2F2F7" }, cover = "section", fullWidth = true, zIndex = -2 })
use("color_rules", { rules = {
  -- The list's card (kind listCard): white, with UIKit's 10-pt corners (iOS 13-18).
  { target = "decoration:listCard", color = "#FFFFFF", cornerRadius = 10 },
  -- The cells: no outline of their own, and no fill, so the card's corners show round.
  { target = "cell", borderWidth = 0 },
} })
-- Each row's separator, along its bottom edge, one pixel thick, starts where a cell's text
-- does, 16 pt into the row (the cell's layout margin); the last row has none.
use("list_separators", { insets = { leading = 16 } })
