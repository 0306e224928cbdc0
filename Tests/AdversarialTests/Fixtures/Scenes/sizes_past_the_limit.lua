flow { itemSize = { 300, 6e307 } }
sections { 3 }
