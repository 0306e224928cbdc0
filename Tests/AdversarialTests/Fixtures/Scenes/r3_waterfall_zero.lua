collection { width = 320, height = 480, scale = 2 }
flow { minimumInteritemSpacing = 10 }
sections { { items = 4, itemSizes = { { 0, 100 }, { 100, 0 }, { 0, 0 }, { 100, 100 } } } }
use("waterfall", { columns = 2 })
