-- LuaLayout's demo: a settings-style screen in one flow layout, decorated by three bundled
-- plugins. Everything below is data: change a number or a rule in the REPL (Scripts/run)
-- and the layout and its decorations are recomputed at once.

-- The collection view: an iPhone-sized portrait screen (points; scale 3 for pixel rounding).
collection { width = 375, height = 812, scale = 3 }

-- UICollectionViewFlowLayout, with UIKit's property names.
flow {
  itemSize = { 100, 100 },                -- three per row, spread across the width
  minimumLineSpacing = 12,                -- between rows
  minimumInteritemSpacing = 10,           -- between items of a row
  sectionInset = { top = 12, left = 24, bottom = 12, right = 24 },
  headerReferenceSize = { 0, 44 },        -- a 44-pt header above every section...
  footerReferenceSize = { 0, 28 },        -- ...and a 28-pt footer below it
}

-- numberOfItemsInSection, with per-section overrides (the delegate methods' meaning).
sections {
  6,                                      -- 0: a 3 x 2 grid of tiles
  { items = 4, itemSize = { 327, 44 },    -- 1: a list, one 44-pt row per item
    minimumLineSpacing = 0 },
  { items = 5, itemSizes = {              -- 2: rows of different sizes (sizeForItemAt)
      { 155, 80 }, { 155, 80 }, { 100, 60 }, { 100, 60 }, { 100, 60 } } },
}

-- Decorations are Lua plugins (Plugins/*.lua), turned on with use(name, options).

-- A rounded card behind each section: the inset-grouped look.
use("rounded_background", { color = "#F2F2F7", cornerRadius = 12 })

-- Lines between the tiles of the grid: centred in the spacing, none around the edges.
use("separators", { sections = "first", betweenItems = true, color = "#8E8E93", thickness = 1,
                    insets = { left = 24, right = 24 } })

-- Attributes by index path, with CSS-like selectors (0-based, as index paths).
use("color_rules", { rules = {
  { sections = "first", items = "even", color = "#5AC8FA" },   -- tiles 0, 2, 4
  { sections = "first", items = "odd",  color = "#FFCC00" },   -- tiles 1, 3, 5
  { sections = "1", items = "last", color = "#FF3B30" },       -- the destructive row
  { sections = "last", items = "0..1", color = "#34C759" },    -- the two wide items
  { target = "header", color = "#FFFFFF" },                    -- every header
} })
