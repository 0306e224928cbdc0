collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
list { rowHeight = 50 }
sections { 3, 4 }
