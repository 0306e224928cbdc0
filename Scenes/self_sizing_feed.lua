-- A feed whose cells size themselves (docs/layout-rules.md, C34-C39), laid out as UIKit
-- settles it once every cell has reported its fitted size. The UIKit code it mirrors:
--
--   // Section 0: text rows, full width, estimated 44 tall; a header estimated 30.
--   let row = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
--   let rows = NSCollectionLayoutGroup.vertical(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [row])
--   // Section 1: tags that wrap by their width (estimated on both axes).
--   let tag = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .estimated(80), heightDimension: .estimated(32)))
--   let line = NSCollectionLayoutGroup.horizontal(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)), subitems: [tag])
--   line.interItemSpacing = .fixed(8)
--   // Section 2: cards three to a row, each row as tall as its tallest card (iOS 17).
--   let card = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .uniformAcrossSiblings(estimate: 100)))
--   // Section 3: chips that scroll sideways, each as wide as its label (C50).
--   let chip = NSCollectionLayoutItem(layoutSize: .init(
--       widthDimension: .estimated(80), heightDimension: .estimated(32)))
--   let one = NSCollectionLayoutGroup.horizontal(layoutSize: chip.layoutSize, subitems: [chip])
--   section.orthogonalScrollingBehavior = .continuous
--
-- The rows' heights come from their text through the bundled text_rows plugin (an
-- approximate text model: see Plugins/text_rows.lua); the tags', cards' and chips' sizes
-- and the header's are given as data, as the cells reported them.
collection { width = 375, height = 667, scale = 2 }

local header = { kind = "header", size = { fractionalWidth(1), estimated(30) }, alignment = "top" }

compositional {
  interSectionSpacing = 16,
  sections = {
    {
      group = { axis = "vertical", size = { fractionalWidth(1), estimated(44) },
                subitems = { { size = { fractionalWidth(1), estimated(44) } } } },
      boundarySupplementaryItems = { header },
    },
    {
      group = { axis = "horizontal", size = { fractionalWidth(1), estimated(32) },
                subitems = { { size = { estimated(80), estimated(32) } } }, interItemSpacing = fixed(8) },
      interGroupSpacing = 8,
      contentInsets = { top = 0, leading = 16, bottom = 0, trailing = 16 },
    },
    {
      group = { axis = "horizontal", size = { fractionalWidth(1), estimated(100) },
                subitems = { { size = { fractionalWidth(1 / 3), uniformAcrossSiblings(100) },
                               contentInsets = { top = 0, leading = 4, bottom = 0, trailing = 4 } } } },
      interGroupSpacing = 8,
    },
    {
      group = { axis = "horizontal", size = { estimated(80), estimated(32) },
                subitems = { { size = { estimated(80), estimated(32) } } } },
      interGroupSpacing = 8,
      contentInsets = { top = 0, leading = 16, bottom = 0, trailing = 16 },
      orthogonalScrollingBehavior = "continuous",
    },
  },
}

sections {
  { items = 4, supplementarySizes = { header = { 375, 52 } }, itemData = {
    "Wi-Fi",
    "Self-sizing cells report their fitted size once laid out; the layout then settles.",
    { text = "A row that says how many lines it has", lines = 3 },
    "The text model is approximate: a paragraph can be a line off.",
  } },
  { items = 6, itemSizes = { { 72, 32 }, { 120, 32 }, { 96, 32 }, { 64, 32 }, { 150, 32 }, { 88, 32 } } },
  { items = 5, itemSizes = { { 1, 90 }, { 1, 140 }, { 1, 110 }, { 1, 80 }, { 1, 120 } } },
  { items = 7, itemSizes = { { 64, 32 }, { 104, 32 }, { 88, 32 }, { 132, 32 }, { 72, 32 }, { 96, 32 }, { 110, 36 } } },
}

use("text_rows", { fontSize = 17, lineHeight = 22 })
use("section_background", { colors = { "#007AFF22", "#34C75922", "#FF950022" }, cover = "section" })
