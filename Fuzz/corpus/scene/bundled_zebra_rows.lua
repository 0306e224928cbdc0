-- A list with zebra stripes and hairlines: rows of different heights (sizeForItemAt), a band
-- behind every other row, and separators between rows, inset like UITableView's.
collection { width = 375, height = 667, scale = 3 }

flow {
  minimumLineSpacing = 1,
  minimumInteritemSpacing = 0,
  headerReferenceSize = { 0, 36 },
}

sections {
  { items = 6, itemSizes = { { 375, 44 }, { 375, 44 }, { 375, 64 }, { 375, 44 }, { 375, 88 }, { 375, 44 } } },
  { items = 4, itemSize = { 375, 52 } },
}

-- Odd rows (0-based) of every section get a light band.
use("row_background", { lines = "odd", colors = { "#B0C4DE" } })

-- A hairline between rows, starting 16 points in.
use("separators", { color = "#C6C6C8", thickness = 1 / 3, insets = { left = 16 } })
