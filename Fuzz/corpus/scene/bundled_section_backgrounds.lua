-- The classic section-background demo: four sections of 3, 7, 3 and 7 items, green behind
-- the even sections and blue behind the odd ones, the backgrounds covering each whole
-- section (header included) with rounded corners.
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 100, 100 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
  headerReferenceSize = { 0, 30 },
}

sections { 3, 7, 3, 7 }

-- Colours cycle by section index (0-based): section 0 green, 1 blue, 2 green, 3 blue.
use("section_background", {
  colors = { "#34C75966", "#007AFF66" },
  cover = "section",
  insets = { top = 2, left = 4, bottom = 2, right = 4 },
  cornerRadius = 12,
})
