collection { scale = 1 }
flow { itemSize = { 10, 1e308 } }
sections { 1 }
