-- groupPagingCentered at rest (rule C48): a fresh scene shows the carousel as an app does on
-- first display, its first group centred (the inner scroll view at its resting offset,
-- -19 here), not flush with the leading inset. The UIKit code:
--
--   let item = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
--   let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)), subitems: [item])
--   let section = NSCollectionLayoutSection(group: group)
--   section.orthogonalScrollingBehavior = .groupPagingCentered
--   section.interGroupSpacing = 10
--   section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
collection { width = 390, height = 300, scale = 2 }

compositional {
  section = {
    group = { axis = "horizontal", size = { fractionalWidth(0.8), absolute(200) },
              subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
    orthogonalScrollingBehavior = "groupPagingCentered",
    interGroupSpacing = 10,
    contentInsets = { top = 20, leading = 20, bottom = 20, trailing = 20 },
  },
}

sections { 5 }
