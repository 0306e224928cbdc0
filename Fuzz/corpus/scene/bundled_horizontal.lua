-- A horizontally scrolling shelf: columns of two items, sections side by side.
collection { width = 375, height = 200, scale = 2 }

flow {
  scrollDirection = "horizontal",
  itemSize = { 80, 80 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
  headerReferenceSize = { 30, 0 },
}

sections { 5, 8, 3 }
