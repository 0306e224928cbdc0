collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44, headerMode = "suplementary" }
sections { 3, 4 }
