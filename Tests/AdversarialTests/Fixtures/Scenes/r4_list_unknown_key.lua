collection { width = 390, height = 844, scale = 2 }
list { rowHieght = 44 }
sections { 3, 4 }
