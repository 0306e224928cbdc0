collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
sections { 3, 4 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10 }
