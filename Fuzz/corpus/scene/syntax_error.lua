flow { itemSize = { 10, 10 }
sections { 1
