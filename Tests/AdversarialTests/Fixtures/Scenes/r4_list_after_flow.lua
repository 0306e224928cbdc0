collection { width = 390, height = 844, scale = 2 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10 }
sections { 3, 4 }
list { rowHeight = 44 }
