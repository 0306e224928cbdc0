-- An iPad-style sidebar list (UICollectionLayoutListConfiguration(appearance: .sidebar)):
-- grouped sections, 35 pt above the first, 17.5 between the others and 20 after the last,
-- rows 8 pt in from each side (docs/layout-rules.md, C33). LuaLayout measures no text: the
-- heights are given.
collection { width = 320, height = 480, scale = 2 }

list {
  appearance = "sidebar",
  headerMode = "supplementary",
  headerHeight = 32,
  rowHeight = 44,
}

-- Two groups of destinations: 3 and 4 rows.
sections { 3, 4 }

-- Drawing, not layout: the sidebar's background, rows with rounded corners, no separators
-- (a sidebar shows none).
use("section_background", { colors = { "#F2F2F7" }, cover = "section", fullWidth = true, zIndex = -2 })
use("color_rules", { rules = {
  { target = "cell", color = "#FFFFFF", cornerRadius = 10, borderWidth = 0 },
} })
