-- A band behind every row, coloured by index path: the section picks the hue (green on
-- even sections, blue on odd ones) and the row within the section the shade (light on
-- even rows, darker on odd ones). The look of a flow layout that adds one decoration per
-- row, keyed by the row's first item, full width and as tall as the row with half the
-- spacing around it.
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 105, 80 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 10, left = 15, bottom = 10, right = 15 },
  headerReferenceSize = { 0, 30 },
}

sections { 7, 5, 6 }

-- A band behind each row; its colour by section (cycled: green, blue).
use("row_background", { colors = { "#34C75940", "#007AFF40" } })

-- Bands are decorations with index paths too (section, row): odd rows get the darker
-- shade of their section's hue.
use("color_rules", { rules = {
  { target = "decoration:rowBackground", sections = "even", items = "odd", color = "#34C75999" },
  { target = "decoration:rowBackground", sections = "odd", items = "odd", color = "#007AFF99" },
} })
