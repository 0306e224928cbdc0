collection { width = 320, height = 200, scale = 1 }
flow { scrollDirection = "horizontal", itemSize = { 33.3, 47.5 }, minimumLineSpacing = 0.5,
  minimumInteritemSpacing = 3, footerReferenceSize = { 12, 0 },
  sectionInset = { top = 1, left = 2, bottom = 3, right = 4 } }
sections { 1, 0, 9, { items = 3, itemSizes = { { 10, 10 }, { 300, 300 }, { 0, 0 } } } }
use("separators", { betweenItems = true, thickness = 1, insets = { left = 2 } })
use("row_background", { lines = "odd" })
use("color_rules", { rules = { { items = "3n+1", color = "#123456" }, { items = "-n+2", color = "#FF0000FF" } } })
use("rounded_background", {})
