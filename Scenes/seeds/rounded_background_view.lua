-- RoundedBackgroundView's sample app: a list of one-line rows on a rounded card inset 15
-- points from the leading and trailing edges. The app's compositional layout:
--
--   let item = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
--   item.contentInsets = .init(top: 5, leading: 15, bottom: 10, trailing: 15)
--   let group = NSCollectionLayoutGroup.vertical(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .estimated(100)), subitems: [item])
--   group.interItemSpacing = .fixed(10)
--   let section = NSCollectionLayoutSection(group: group)
--   section.decorationItems = [.background(elementKind: "roundedBackground")]
--   let configuration = UICollectionViewCompositionalLayoutConfiguration()
--   configuration.interSectionSpacing = 15
--   // sections of 15 and 7 items; RoundedBackgroundView draws an inset card, radius 15
--
-- The cells size themselves from a label, which a scene cannot: they take the estimate.
-- The card is the section's whole frame inset 15 from the leading and trailing edges,
-- which rounded_background draws with insetEdges = "leadingTrailing" and cover = "section".
collection { width = 375, height = 667, scale = 2 }

local item = {
  size = { fractionalWidth(1), fractionalHeight(1) },
  contentInsets = { top = 5, leading = 15, bottom = 10, trailing = 15 },
}

compositional {
  interSectionSpacing = 15,
  section = {
    group = {
      axis = "vertical",
      size = { fractionalWidth(1), estimated(100) },
      subitems = { item },
      interItemSpacing = fixed(10),
    },
  },
}

sections { 15, 7 }

use("rounded_background", { insetEdges = "leadingTrailing", cover = "section" })
