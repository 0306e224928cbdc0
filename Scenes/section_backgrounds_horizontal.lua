-- section_backgrounds.lua scrolling sideways: four sections of 3, 7, 3 and 7 items side by
-- side, each under (here: before) a 40-pt header, green behind the even sections and blue
-- behind the odd ones, the backgrounds covering each whole section, header included.
collection { width = 375, height = 340, scale = 2 }

flow {
  scrollDirection = "horizontal",
  itemSize = { 100, 100 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
  headerReferenceSize = { 40, 0 },        -- horizontal: the header's width counts
}

sections { 3, 7, 3, 7 }

-- Colours cycle by section index (0-based): section 0 green, 1 blue, 2 green, 3 blue.
use("section_background", {
  colors = { "#34C75966", "#007AFF66" },
  cover = "section",
  insets = { top = 4, left = 2, bottom = 4, right = 2 },
  cornerRadius = 12,
})
