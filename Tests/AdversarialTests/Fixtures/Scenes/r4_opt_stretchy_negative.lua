collection { width = 375, height = 667, scale = 2 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10 }
sections { 3, 4 }
use("stretchy_header", { maxStretch = -5 })
