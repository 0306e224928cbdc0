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
--   section.decorationItems = [
--       .background(elementKind: String(describing: RoundedBackgroundView.self))]
--   let configuration = UICollectionViewCompositionalLayoutConfiguration()
--   configuration.interSectionSpacing = 15
--   // sections of 15 and 7 items; RoundedBackgroundView draws an inset card, radius 15
--
-- The cells size themselves from a label, which a scene cannot: they take the estimate.
-- The background is declared as the app declares it, under the view's element kind
-- (String(describing: Self.self)), so UIKit's rules give its index path and zIndex (0,
-- with the section's cells raised to 1, C21). The view draws its card 15 points in from
-- its leading and trailing edges: the decoration's own contentInsets put the card's frame
-- there (an app whose item has contentInsets adds them: docs/migrating.md), and
-- color_rules gives it the view's colour and corner radius.
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
    decorationItems = {
      { background = "RoundedBackgroundView", contentInsets = { leading = 15, trailing = 15 } },
    },
  },
}

sections { 15, 7 }

use("color_rules", { rules = {
  { target = "decoration:RoundedBackgroundView", color = "#78788029", cornerRadius = 15 },
} })
