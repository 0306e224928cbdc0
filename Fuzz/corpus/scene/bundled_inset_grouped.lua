-- The inset-grouped look with a compositional layout: a list of 44-pt rows under a 40-pt
-- header, on a background inset 15 pt from each side (spec/compositional-layout.md,
-- Example 1). The UIKit code it mirrors:
--
--   let item = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)))
--   let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item])
--   let section = NSCollectionLayoutSection(group: group)
--   section.contentInsets = .init(top: 10, leading: 0, bottom: 10, trailing: 0)
--   let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
--       elementKind: "header", alignment: .top)
--   section.boundarySupplementaryItems = [header]
--   let background = NSCollectionLayoutDecorationItem.background(elementKind: "roundedBackground")
--   background.contentInsets = .init(top: 0, leading: 15, bottom: 0, trailing: 15)
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
    contentInsets = { top = 10, leading = 0, bottom = 10, trailing = 0 },
    boundarySupplementaryItems = {
      { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top" },
    },
    -- .background(elementKind:): covers the whole section (header included) at full
    -- width, then shrinks by its own insets; it also lifts the cells to zIndex 1.
    decorationItems = {
      { background = "roundedBackground", contentInsets = { leading = 15, trailing = 15 } },
    },
  },
}

-- numberOfItemsInSection: one section of 4 rows.
sections { 4 }

-- The RoundedBackgroundView draws the declared background as a card with a 15-pt radius:
-- drawing, not layout, so a plugin styles the decoration item the layout declared. (On
-- iOS the card is white on a grey page; the pictures here have a white page, so the card
-- is grey.)
use("color_rules", { rules = {
  { target = "decoration:roundedBackground", color = "#E5E5EA", cornerRadius = 15 },
} })
