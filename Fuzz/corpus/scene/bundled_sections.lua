-- Four sections of 3, 7, 3 and 7 items: the classic demo of section backgrounds,
-- 100 x 100 items in a 375-point-wide view.
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 100, 100 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
}

sections { 3, 7, 3, 7 }
