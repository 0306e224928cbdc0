-- The inset-grouped look of an iOS list with a compositional layout: a 40-pt header on the
-- grouped background, then a white card with rounded corners, inset 15 pt from each side,
-- holding 44-pt rows with separators inset from the card's leading edge. The section's
-- content is inset 15 pt at the sides, as the card is. The UIKit code it mirrors:
--
--   let item = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
--   let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
--   let section = NSCollectionLayoutSection(group: group)
--   section.contentInsets = .init(top: 10, leading: 15, bottom: 10, trailing: 15)
--   let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
--       elementKind: "header", alignment: .top)
--   section.boundarySupplementaryItems = [header]
--   let background = NSCollectionLayoutDecorationItem.background(elementKind: "roundedBackground")
--   background.contentInsets = .init(top: 50, leading: 15, bottom: 10, trailing: 15)
--   section.decorationItems = [background]
--   let layout = UICollectionViewCompositionalLayout(section: section)
--   layout.register(RoundedBackgroundView.self, forDecorationViewOfKind: "roundedBackground")
collection { width = 375, height = 667, scale = 2 }

-- NSCollectionLayoutItem: one row, as wide as the group.
local item = { size = { fractionalWidth(1), absolute(44) } }

-- NSCollectionLayoutGroup.horizontal(layoutSize:subitems:): one row per group.
local row = {
  axis = "horizontal",
  size = { fractionalWidth(1), absolute(44) },
  subitems = { item },
}

compositional {
  -- UICollectionViewCompositionalLayout(section:): the same section for every index.
  section = {
    group = row,
    -- The rows and the header sit 15 pt in from each side: inside the card.
    contentInsets = { top = 10, leading = 15, bottom = 10, trailing = 15 },
    boundarySupplementaryItems = {
      { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top" },
    },
    -- .background(elementKind:): covers the whole section (header included) at full
    -- width, then shrinks by its own insets: 50 at the top (the header and the 10 above the
    -- rows) and 10 at the bottom leave the card just around the rows, the header above
    -- it. It also lifts the cells to zIndex 1.
    decorationItems = {
      { background = "roundedBackground", contentInsets = { top = 50, leading = 15, bottom = 10, trailing = 15 } },
    },
  },
}

-- numberOfItemsInSection: one section of 4 rows.
sections { 4 }

-- Drawing, not layout: plugins style what the layout declared, as the views would.
-- The collection view's backgroundColor, systemGroupedBackground, behind everything.
use("section_background", { colors = { "#F2F2F7" }, cover = "section", fullWidth = true, zIndex = -2 })
use("color_rules", { rules = {
  -- RoundedBackgroundView: a white card with 10-pt corners (UIKit's list cards).
  { target = "decoration:roundedBackground", color = "#FFFFFF", cornerRadius = 10 },
  -- The cells: no outline of their own, and no fill, so the card's corners show round.
  { target = "cell", borderWidth = 0 },
} })
-- The rows' separators start 16 pt into the card (31 from the screen's edge), end at its
-- trailing edge, and lie over the rows.
use("separators", { insets = { left = 16 }, zIndex = 2 })
