-- ZHCollectionViewFlowLayout's sample app, scrolling vertically: two items a line under a
-- 40-point header, and a band behind each section from its first to its last item, in one
-- colour for even sections and another for odd ones. The app's flow layout:
--
--   layout.sectionInset = UIEdgeInsets(top: 15, left: 10, bottom: 10, right: 15)
--   layout.minimumLineSpacing = 5
--   layout.minimumInteritemSpacing = 10
--   let width = view.bounds.width / 2 - 10 - 15
--   layout.itemSize = CGSize(width: width, height: width + 40)
--   layout.headerReferenceSize = CGSize(width: view.bounds.width, height: 40)
--   // 3 sections of 8 items
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 375 / 2 - 10 - 15, 375 / 2 - 10 - 15 + 40 },
  minimumLineSpacing = 5,
  minimumInteritemSpacing = 10,
  sectionInset = { top = 15, left = 10, bottom = 10, right = 15 },
  headerReferenceSize = { 375, 40 },
}

sections { 8, 8, 8 }

use("zh_flow_layout")
