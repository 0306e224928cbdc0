-- A plain iOS list (UICollectionLayoutListConfiguration(appearance: .plain)) with section
-- headers: rows across the full width, each header 22 pt below the section before it
-- (UIKit's automatic headerTopPadding, iOS 15+) and pinned to the top while its section is
-- in view (docs/layout-rules.md, C33). LuaLayout measures no text: the heights are given.
collection { width = 375, height = 667, scale = 2, contentOffset = { 0, 100 } }

list {
  appearance = "plain",
  headerMode = "supplementary",
  headerHeight = 28,
  rowHeight = 44,
}

-- Three sections of 4, 3 and 5 rows.
sections { 4, 3, 5 }

-- Drawing, not layout: white rows, a light header bar, each row's separator from the
-- text's leading edge (16 pt in, the cell's layout margin), none below a section's last row.
use("color_rules", { rules = {
  { target = "cell", color = "#FFFFFF", borderWidth = 0 },
  { target = "header", color = "#F2F2F7" },
} })
use("list_separators", { insets = { leading = 16 } })
