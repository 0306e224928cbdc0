collection { width = 100, height = 100, scale = 2 }
flow { itemSize = { 10, 10 }, headerReferenceSize = { 0, 5 }, sectionHeadersPinToVisibleBounds = true }
sections { 0, 1, { items = 4, inset = { top = 3, left = 1 } }, { items = 2, itemSizes = { { 5, 5 } } } }
use("section_background", { cover = "content", colors = { "#00000010" } })
use("color_rules", { rules = { { items = function(i, s) return i % 3 == s end, color = { 1, 0, 0, 0.5 } } } })
