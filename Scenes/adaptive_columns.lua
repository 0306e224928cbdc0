-- The layout environment (rule C47): a section provider copied from an app, which picks its
-- columns from what UIKit passes it. On this iPad Air in portrait (820 wide, regular width)
-- the grid has 4 columns and the list section a readable width; give the collection
-- `width = 390` (an iPhone, compact) and the same provider makes 2 columns. The UIKit code:
--
--   UICollectionViewCompositionalLayout { sectionIndex, environment in
--       let columns = environment.traitCollection.horizontalSizeClass == .regular ? 4 : 2
--       let item = NSCollectionLayoutItem(layoutSize: .init(
--           widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
--       item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
--       let height = environment.container.effectiveContentSize.width / CGFloat(columns)
--       ...
--   }
collection { width = 820, height = 640, scale = 2, layoutMargins = { left = 20, right = 20 }, readableContentWidth = 560 }

compositional {
  interSectionSpacing = 12,
  sectionProvider = function(index, environment)
    local regular = environment.traitCollection.horizontalSizeClass == "regular"
    if index == 1 then
      -- A list of rows, kept to a readable width on wide screens.
      return {
        group = { axis = "vertical", size = { fractionalWidth(1), absolute(44) },
                  subitems = { { size = { fractionalWidth(1), absolute(44) },
                                 contentInsets = { top = 2, bottom = 2 } } } },
        contentInsetsReference = regular and "readableContent" or "layoutMargins",
      }
    end
    local columns = regular and 4 or 2
    local side = environment.container.effectiveContentSize.width / columns
    return {
      group = { axis = "horizontal", size = { fractionalWidth(1), absolute(side * 0.75) },
                subitems = { { size = { fractionalWidth(1 / columns), fractionalHeight(1) },
                               contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 } } } },
    }
  end,
}

sections { 8, 4 }
