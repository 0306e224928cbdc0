collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 1/0 }
sections { 3, 4 }
