collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
sections { 3, 4 }
zzzz_not_a_function()
