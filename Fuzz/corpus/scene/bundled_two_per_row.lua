-- Three sections of 8 items, two per row, under 40-point headers, with uneven insets.
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 170, 170 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 15, left = 10, bottom = 10, right = 15 },
  headerReferenceSize = { 0, 40 },
}

sections { 8, 8, 8 }
