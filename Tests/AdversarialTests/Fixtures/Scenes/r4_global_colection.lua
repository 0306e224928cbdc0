colection { width = 390 }
list { rowHeight = 44 }
sections { 3, 4 }
