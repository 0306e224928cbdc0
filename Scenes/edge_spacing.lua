-- Edge spacing (NSCollectionLayoutEdgeSpacing, rules C40 and C41): space outside an item or
-- a group, per edge, fixed or flexible. Section 0 spreads four 60-pt icons evenly across each row
-- (flexible leading and trailing edges share what is left, and flexible top and bottom
-- centre each icon in the row's height); section 1 centres 300-pt cards in the view (the
-- root group's own flexible edges) with 6 pt above each. The UIKit code it mirrors:
--
--   let icon = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .absolute(60), heightDimension: .absolute(60)))
--   icon.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0),
--       trailing: .flexible(0), bottom: .flexible(0))
--   let row = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(88)),
--       repeatingSubitem: icon, count: 4)
--   let card = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
--   let cards = NSCollectionLayoutGroup.vertical(layoutSize: .init(
--       widthDimension: .absolute(300), heightDimension: .absolute(80)), subitems: [card])
--   cards.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(6),
--       trailing: .flexible(0), bottom: nil)
collection { width = 390, height = 500, scale = 2 }

local icon = {
  size = { absolute(60), absolute(60) },
  edgeSpacing = { leading = flexible(0), top = flexible(0), trailing = flexible(0), bottom = flexible(0) },
}
local card = { size = { fractionalWidth(1), fractionalHeight(1) } }

compositional {
  interSectionSpacing = 16,
  sections = {
    { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(88) }, repeatingSubitem = icon, count = 4 } },
    {
      group = {
        axis = "vertical", size = { absolute(300), absolute(80) }, subitems = { card },
        edgeSpacing = { leading = flexible(0), top = fixed(6), trailing = flexible(0) },
      },
    },
  },
}

sections { 8, 3 }
