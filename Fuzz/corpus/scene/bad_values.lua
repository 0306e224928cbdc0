flow { itemSize = { -1, 0/0 }, minimumLineSpacing = 1e308, sectionInset = { top = -5 } }
sections { 3 }
