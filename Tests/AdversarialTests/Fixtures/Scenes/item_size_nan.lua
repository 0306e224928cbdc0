flow { itemSize = { 0/0, 100 } }
sections { 3 }
