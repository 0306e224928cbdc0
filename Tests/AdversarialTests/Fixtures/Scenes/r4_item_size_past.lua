flow { itemSize = { 10, 1e308 } }
sections { 3 }
