limits { time = 0.05, memory = 1000000, reach = 4 }
flow { itemSize = { 50, 50 } }
sections { 2, 2 }
use("section_background", { cover = "items", emptySections = true, insets = 4 })
use("nosuch")
use("separators", { colour = "#FFF" })
