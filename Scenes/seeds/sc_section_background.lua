-- SCSectionBackground's sample app: a green band behind every row of the even sections
-- and a blue one behind the odd sections' rows, each band numbered by its row's first
-- item (0, 3, 6). The app's flow layout, as the original configures it:
--
--   layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
--   layout.minimumLineSpacing = 8
--   layout.minimumInteritemSpacing = 8
--   layout.itemSize = CGSize(width: view.bounds.width / 3 - 16, height: 100)
--   // 4 sections: 3, 7, 3 and 7 items; SectionBackgroundFlowLayout adds the bands
--
-- The bands span the line spacing and half of both insets, so within a section they
-- overlap by 8 points (the darker stripes of the original's screenshot).
collection { width = 375, height = 667, scale = 2 }

flow {
  itemSize = { 375 / 3 - 16, 100 },
  minimumLineSpacing = 8,
  minimumInteritemSpacing = 8,
  sectionInset = { top = 8, left = 8, bottom = 8, right = 8 },
}

sections { 3, 7, 3, 7 }

use("sc_section_background")
