collection { width = 390, height = 844, scale = 2 }
list { appearance = 3, rowHeight = 44 }
sections { 3, 4 }
