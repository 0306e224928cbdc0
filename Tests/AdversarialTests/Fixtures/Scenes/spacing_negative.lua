flow { itemSize = { 10, 10 }, minimumLineSpacing = -5 }
sections { 3 }
