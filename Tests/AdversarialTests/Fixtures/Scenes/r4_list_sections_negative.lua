collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
sections { -1 }
