collection { width = 320, scale = 1 }
flow { itemSize = { 100, 50.5 }, minimumLineSpacing = 10, sectionInset = 0 }
sections { 4, 3 }
use("section_background", { cover = "items", fullWidth = false })
