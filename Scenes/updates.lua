-- A batch update, as UICollectionView.performBatchUpdates takes it: four sections of 4, 3,
-- 2 and 1 items become four others. Index paths are 0-based, as UIKit's; deletes and
-- reloads name index paths before the update, inserts name index paths after it, moves
-- name one of each. `lualayout dump Scenes/updates.lua --updates` prints the layouts before
-- and after the update and what happened to every element, the section backgrounds and
-- separators included (a background moves with its section). Changes given as identified
-- data instead, diffed: updates_diff.lua.
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 80, 60 },
  minimumLineSpacing = 8,
  minimumInteritemSpacing = 8,
  sectionInset = { top = 8, left = 12, bottom = 8, right = 12 },
  headerReferenceSize = { 0, 30 },
}

sections { 4, 3, 2, { items = 1, itemSize = { 160, 60 } } }

use("section_background", { colors = { "#34C75966", "#007AFF66" }, cover = "section", cornerRadius = 10 })
use("separators", { color = "#C6C6C8" })

update {
  deleteItems = { {0, 1} },
  insertItems = { {1, 0, size = {100, 50}} },
  insertSections = { { at = 2, items = 4 } },
  deleteSections = { 3 },
  moveItems = { { from = {0, 2}, to = {1, 1} } },
  moveSections = { { from = 0, to = 3 } },
  reloadItems = { {0, 0} },
}
