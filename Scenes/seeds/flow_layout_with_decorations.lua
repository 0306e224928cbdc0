-- CollectionViewFlowLayoutWithDecorations' sample app: a three-column grid under 50-point
-- headers, with a light-blue hairline between the rows and between the columns and a dark
-- navy background behind each section's items. The app's flow layout (set in the
-- storyboard and the view controller):
--
--   layout.minimumLineSpacing = 10
--   layout.minimumInteritemSpacing = 10
--   layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
--   layout.headerReferenceSize = CGSize(width: 0, height: 50)
--   layout.itemSize = CGSize(width: 111, height: 111)   // floor((375 - 40) / 3)
--   layout.numberOfColumns = 3
--   layout.separatorSize = CGSize(width: 0.375, height: 0.375)
--   // 3 sections of 15 items
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 111, 111 },
  minimumLineSpacing = 10,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 10, left = 10, bottom = 10, right = 10 },
  headerReferenceSize = { 0, 50 },
}

sections { 15, 15, 15 }

use("flow_layout_with_decorations", { numberOfColumns = 3, separatorSize = { 0.375, 0.375 } })
