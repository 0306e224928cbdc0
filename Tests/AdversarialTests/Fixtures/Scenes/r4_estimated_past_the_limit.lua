collection { width = 390 }
flow { itemSize = { 343, 44 }, estimatedItemSize = { 1e308, 1e308 } }
sections { 3, 4 }
