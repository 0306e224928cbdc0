-- A profile screen: a tall cover header that stretches when the list is pulled down, and
-- section headers that stick to the top as the list scrolls (CSStickyHeaderFlowLayout),
-- written as the Lua plugin Plugins/stretchy_header.lua. The content offset is the view
-- pulled 80 points past the top: the cover is 80 points taller, from y = -80. Scroll with
-- `:scroll 0,300` in the REPL (lualayout SCENE) to see the second header stick instead.
--
-- The UIKit code it mirrors:
--
--   let layout = CSStickyHeaderFlowLayout()
--   layout.parallaxHeaderReferenceSize = CGSize(width: 375, height: 160)   // the cover
--   layout.headerReferenceSize = CGSize(width: 375, height: 44)
--   collectionView.contentOffset = CGPoint(x: 0, y: -80)
collection { width = 375, height = 667, scale = 2, contentOffset = { 0, -80 } }

flow {
  itemSize = { 375, 64 },
  minimumLineSpacing = 1,
  headerReferenceSize = { 0, 44 },
  sectionInset = { top = 0, left = 0, bottom = 12, right = 0 },
}

sections {
  { items = 3, headerReferenceSize = { 0, 160 } },   -- the cover and the profile's rows
  { items = 8 },
  { items = 8 },
}

use("stretchy_header", { maxStretch = 240 })
use("section_background", { colors = { "#F2F2F7" } })
