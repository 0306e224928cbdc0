-- A photo grid with a compositional layout: 3 columns of square cells with 8-pt gaps,
-- three sections with a header each, and one layout-level header above them all.
-- The UIKit code it mirrors:
--
--   let item = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
--   // The deprecated (iOS 13-15) count initialiser: each item becomes 1/3 of the row,
--   // minus its share of the spacing.
--   let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(115)),
--       subitem: item, count: 3)
--   row.interItemSpacing = .fixed(8)
--   let section = NSCollectionLayoutSection(group: row)
--   section.interGroupSpacing = 8
--   section.contentInsets = .init(top: 8, leading: 8, bottom: 16, trailing: 8)
--   section.boundarySupplementaryItems = [.init(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
--       elementKind: "header", alignment: .top)]
--   let configuration = UICollectionViewCompositionalLayoutConfiguration()
--   configuration.interSectionSpacing = 12
--   configuration.boundarySupplementaryItems = [.init(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
--       elementKind: "title", alignment: .top)]
--   let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
collection { width = 375, height = 667, scale = 2 }

-- NSCollectionLayoutItem: fills the slot the count group gives it.
local photo = { size = { fractionalWidth(1), fractionalHeight(1) } }

compositional {
  scrollDirection = "vertical",
  interSectionSpacing = 12,
  -- configuration.boundarySupplementaryItems: a title above every section.
  boundarySupplementaryItems = {
    { kind = "title", size = { fractionalWidth(1), absolute(60) }, alignment = "top" },
  },
  section = {
    group = {
      axis = "horizontal",                  -- NSCollectionLayoutGroup.horizontal
      size = { fractionalWidth(1), absolute(115) },
      subitem = photo, count = 3,           -- (layoutSize:subitem:count:)
      interItemSpacing = fixed(8),          -- group.interItemSpacing = .fixed(8)
    },
    interGroupSpacing = 8,
    contentInsets = { top = 8, leading = 8, bottom = 16, trailing = 8 },
    boundarySupplementaryItems = {
      { kind = "header", size = { fractionalWidth(1), absolute(36) }, alignment = "top" },
    },
  },
}

-- numberOfItemsInSection: 7, 9 and 4 photos.
sections { 7, 9, 4 }
