collection { width = 390, layoutDirection = "rightToleft" }
list { rowHeight = 44 }
sections { 3, 4 }
