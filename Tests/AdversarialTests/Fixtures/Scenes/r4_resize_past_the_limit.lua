flow { itemSize = { 343, 44 }, estimatedItemSize = "automatic" }
sections { 3 }
sections { { ids = { 1, 2, 3 }, itemSizes = { { 343, 44 }, { 343, 44 }, { 343, 44 } } } }
update { resizeItems = { { 0, 1, size = { 343, 1e308 } } } }
