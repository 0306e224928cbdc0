-- A carousel: a row of cards 70% of the width that scrolls sideways, its cards shrinking
-- and fading with their distance from the centre (plugin `carousel`, M.visibleItems), over
-- a plain list. The row is scrolled 224.5 points: card 1 is centred (scale 1, one zIndex
-- up), cards 0 and 2 are at the minimum scale 0.8. Frames stay where the layout puts
-- them (docs/layout-rules.md C32); the JSON gives each card's transform and alpha.
collection { width = 390, height = 844, scale = 2, orthogonalOffsets = { [0] = 224.5 } }

local fill = { size = { fractionalWidth(1), fractionalHeight(1) } }

compositional {
  interSectionSpacing = 16,
  sections = {
    {
      group = { axis = "horizontal", size = { fractionalWidth(0.7), absolute(200) }, subitems = { fill } },
      interGroupSpacing = 10,
      orthogonalScrollingBehavior = "continuous",
    },
    { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(56) }, subitems = { fill } } },
  },
}

sections { 6, 8 }

use("carousel", { sections = { 0 }, minimumScale = 0.8, minimumAlpha = 0.6 })
