-- Badges (NSCollectionLayoutSupplementaryItem anchored to items, rules C45 and C46), as in
-- Apple's "Implementing Modern Collection Views" sample (Item Badges): a 20-pt badge on each
-- cell's top trailing corner, pushed out by 30% of its own size. The UIKit code:
--
--   let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing],
--       fractionalOffset: CGPoint(x: 0.3, y: -0.3))
--   let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(
--       widthDimension: .absolute(20), heightDimension: .absolute(20)),
--       elementKind: "badge", containerAnchor: badgeAnchor)
--   let item = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
--       supplementaryItems: [badge])
--   item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
--   let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)), subitems: [item])
--   let section = NSCollectionLayoutSection(group: group)
--   section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
collection { width = 390, height = 300, scale = 2 }

compositional {
  section = {
    group = {
      axis = "horizontal", size = { fractionalWidth(1), fractionalWidth(0.2) },
      subitems = { {
        size = { fractionalWidth(0.25), fractionalHeight(1) },
        contentInsets = { top = 5, leading = 5, bottom = 5, trailing = 5 },
        supplementaryItems = { {
          kind = "badge", size = { absolute(20), absolute(20) },
          containerAnchor = { edges = { "top", "trailing" }, fractionalOffset = { 0.3, -0.3 } },
        } },
      } },
    },
    contentInsets = { top = 20, leading = 20, bottom = 20, trailing = 20 },
  },
}

sections { 10 }
