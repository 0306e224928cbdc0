collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
sections { 3, { items = 2, itemSize = { 10, 10 } } }
