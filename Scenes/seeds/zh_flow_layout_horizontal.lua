-- ZHCollectionViewFlowLayout's sample app, scrolling sideways: the same items and insets
-- with an 80-point header before each section, and each band as tall as the collection
-- view, from the first item's column to the last one's. The app's flow layout:
--
--   layout.scrollDirection = .horizontal
--   layout.sectionInset = UIEdgeInsets(top: 15, left: 10, bottom: 10, right: 15)
--   layout.minimumLineSpacing = 5
--   layout.minimumInteritemSpacing = 10
--   let width = view.bounds.width / 2 - 10 - 15
--   layout.itemSize = CGSize(width: width, height: width + 40)
--   layout.headerReferenceSize = CGSize(width: 80, height: view.bounds.height)
--   // 3 sections of 8 items
collection { width = 375, height = 667, scale = 2 }

flow {
  scrollDirection = "horizontal",
  itemSize = { 375 / 2 - 10 - 15, 375 / 2 - 10 - 15 + 40 },
  minimumLineSpacing = 5,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 15, left = 10, bottom = 10, right = 15 },
  headerReferenceSize = { 80, 667 },
}

sections { 8, 8, 8 }

use("zh_flow_layout")
