flow { itemSize = { 10, 10 } }
sections { 3,
  { items = 2, itemSizes = { { 10, 10 }, { 1e308, 10 } } } }
