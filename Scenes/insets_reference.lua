-- contentInsetsReference (rules C42-C44): an iPhone in landscape, 844 × 390, with a 47-pt
-- safe area on each side (the notch and its mirror) and layout margins of 63 (the safe area
-- plus 16). Each section names what its content is inset from across the scroll axis:
-- section 0 the configuration's default, the safe area; section 1 the layout margins;
-- section 2 the readable content guide (844 − 126 = 718 between the margins, 46 past the
-- readable width of 672, so 23 more a side); section 3 none, the view's edges. Its headers
-- follow (supplementaryContentInsetsReference) the safe area instead. The UIKit code:
--
--   let section = NSCollectionLayoutSection(group: row)
--   section.contentInsetsReference = .readableContent        // iOS 14
--   section.supplementariesFollowContentInsets = false
--   section.supplementaryContentInsetsReference = .safeArea  // iOS 16
collection {
  width = 844, height = 390, scale = 3,
  safeAreaInsets = { top = 0, left = 47, bottom = 21, right = 47 },
  layoutMargins = { top = 8, left = 63, bottom = 8, right = 63 },
}

local function section(reference, followed)
  return {
    group = {
      axis = "horizontal", size = { fractionalWidth(1), absolute(60) },
      subitems = { { size = { fractionalWidth(1 / 4), fractionalHeight(1) },
                     contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 } } },
    },
    contentInsetsReference = reference,
    supplementariesFollowContentInsets = followed,
    supplementaryContentInsetsReference = (not followed) and "safeArea" or nil,
    boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(28) } } },
  }
end

compositional {
  sections = {
    section("automatic", true),
    section("layoutMargins", true),
    section("readableContent", true),
    section("none", false),
  },
}

sections { 4, 4, 4, 4 }
