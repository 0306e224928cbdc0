collection { width = 390, height = 844, scale = 2 }
list { appearance = "insetGroupped", rowHeight = 44 }
sections { 3, 4 }
