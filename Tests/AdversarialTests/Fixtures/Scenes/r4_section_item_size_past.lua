flow { itemSize = { 10, 10 } }
sections { { items = 2, itemSize = { 10, 1e308 } } }
