-- List sections inside a compositional layout (rule C49), as an app mixes
-- NSCollectionLayoutSection.list(using:layoutEnvironment:) with grid sections: a photo grid,
-- an inset-grouped list under a header, and a sidebar-style list whose first row is its
-- header (headerMode = .firstItemInSection) with its insets overridden. The UIKit code:
--
--   UICollectionViewCompositionalLayout { index, environment in
--       switch index {
--       case 0: return gridSection()
--       case 1:
--           var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
--           config.headerMode = .supplementary
--           return NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
--       default:
--           var config = UICollectionLayoutListConfiguration(appearance: .plain)
--           config.headerMode = .firstItemInSection
--           let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: environment)
--           section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
--           return section
--       }
--   }
collection { width = 375, height = 600, scale = 2 }

compositional {
  sections = {
    { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                subitems = { { size = { fractionalWidth(1 / 3), fractionalHeight(1) },
                               contentInsets = { top = 2, leading = 2, bottom = 2, trailing = 2 } } } } },
    { list = { appearance = "insetGrouped", rowHeight = 44, headerMode = "supplementary", headerHeight = 40 } },
    {
      list = { appearance = "plain", rowHeight = 44, headerMode = "firstItemInSection", headerHeight = 32 },
      contentInsets = { top = 8, leading = 20, bottom = 8, trailing = 20 },
    },
  },
}

sections { 6, 3, 4 }
