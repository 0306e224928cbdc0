-- A snapshot diff, as a diffable data source computes one: sections and items carry
-- identifiers, and giving sections { } again with new identifiers computes the batch
-- (inserts, deletes, the fewest moves; Heckel's algorithm). `id` names a section, `ids`
-- its items (their count is the section's item count); item identifiers are unique across
-- the whole snapshot, so an item may move between sections. `lualayout dump
-- Scenes/updates_diff.lua --updates` prints the layouts before and after and what happened
-- to every element. The same kind of change as a batch of index paths: updates.lua.
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 80, 60 },
  minimumLineSpacing = 8,
  minimumInteritemSpacing = 8,
  sectionInset = { top = 8, left = 12, bottom = 8, right = 12 },
  headerReferenceSize = { 0, 30 },
}

use("section_background", { colors = { "#34C75966", "#007AFF66" }, cover = "section", cornerRadius = 10 })

sections {
  { id = "fruit", ids = { "apple", "banana", "cherry", "date" } },
  { id = "vegetables", ids = { "carrot", "leek", "pea" } },
  { id = "nuts", ids = { "almond", "cashew" } },
}

sections {
  { id = "vegetables", ids = { "carrot", "cherry", "pea" } },  -- cherry moves in, leek goes
  { id = "herbs", ids = { "basil", "mint" } },                  -- a new section
  { id = "fruit", ids = { "date", "apple", "fig" } },           -- moved; banana goes, fig comes
}                                                               -- nuts goes
