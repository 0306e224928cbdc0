-- An App Store-like page: a vertical list whose sections 1 and 2 scroll sideways
-- (orthogonalScrollingBehavior), each under its own header. Section 1 is the worked example
-- of docs/layout-rules.md (C28-C31): groups 80% of the width, paging by group; section 2
-- is a row of small squares that scrolls freely and has a background. The view's state says
-- how far each row has been scrolled: section 1 by 322 points (one group), section 2 by 100.
-- Frames in `dump` stay where UIKit's attributes put them (unscrolled); the JSON's
-- "orthogonalSections" gives the offsets, and `--rect` selects what is on screen.
-- `lualayout dump Scenes/carousels.lua --snap 1,100,0.5` asks where a drag comes to rest.
-- Section 3 is a long list under a pinned header (pinToVisibleBounds, C20): the view is
-- scrolled to y = 900, so the header sits at the top of the screen, not at 740.
collection {
  width = 390, height = 844, scale = 2,
  contentOffset = { 0, 900 },
  orthogonalOffsets = { [1] = 322, [2] = 100 },
}

local fill = { size = { fractionalWidth(1), fractionalHeight(1) } }
local header = { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top" }

compositional {
  interSectionSpacing = 8,
  sections = {
    -- 0: a plain list of rows.
    { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(60) }, subitems = { fill } } },
    -- 1: featured cards, one per group, paging by group.
    {
      group = { axis = "horizontal", size = { fractionalWidth(0.8), absolute(200) }, subitems = { fill } },
      orthogonalScrollingBehavior = "groupPaging",
      interGroupSpacing = 10,
      contentInsets = { top = 16, leading = 20, bottom = 16, trailing = 20 },
      boundarySupplementaryItems = { header },
    },
    -- 2: small squares, two stacked per group, scrolling freely over a background.
    {
      group = {
        axis = "vertical", size = { absolute(100), absolute(208) },
        repeatingSubitem = { size = { fractionalWidth(1), absolute(100) } }, count = 2,
        interItemSpacing = fixed(8),
      },
      orthogonalScrollingBehavior = "continuous",
      interGroupSpacing = 8,
      contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
      boundarySupplementaryItems = { header },
      decorationItems = { { background = "background" } },
    },
    -- 3: rows under a header that stays at the top of the screen while the section shows.
    {
      group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) }, subitems = { fill } },
      boundarySupplementaryItems = {
        { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top", pinToVisibleBounds = true },
      },
    },
  },
}

sections { 3, 5, 12, 20 }
