-- A three-column photo grid with hairline spacing (half a point: one pixel at 2x) and a
-- hairline separator in every gap, between the rows and between the columns: the look of
-- a grid whose lines are decoration views (a separator above each row but the first, one
-- before each column but the first, none around the edges).
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 124.5, 124.5 },
  minimumLineSpacing = 0.5,
  minimumInteritemSpacing = 0.5,
}

sections { 30 }

-- Each separator is centred in its gap and as thick as the gap: the half-point gaps are
-- drawn in systemGray, above the cells.
use("separators", { betweenLines = true, betweenItems = true, thickness = 0.5, color = "#8E8E93" })
