-- A three-column photo grid with hairline spacing (half a point: one pixel at 2x).
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 124.5, 124.5 },
  minimumLineSpacing = 0.5,
  minimumInteritemSpacing = 0.5,
}

sections { 30 }
