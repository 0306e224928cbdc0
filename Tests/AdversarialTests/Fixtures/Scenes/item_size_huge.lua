flow { itemSize = { 1e300, 1e300 } }
sections { 3 }
