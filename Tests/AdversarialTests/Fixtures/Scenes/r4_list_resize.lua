collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
sections { { ids = { 1, 2 } } }
update { resizeItems = { { 0, 1, size = { 10, 10 } } } }
