-- A custom compositional group: five cells on an arc, as UIKit's
-- NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) places them. The provider
-- returns frames relative to the group; the group then repeats over the section's items
-- like any group (five items per repetition), and runs once per distinct group size.
--
--   let arc = NSCollectionLayoutGroup.custom(layoutSize: .init(
--       widthDimension: .fractionalWidth(1), heightDimension: .absolute(180))) { env in
--       (0..<5).map { k in NSCollectionLayoutGroupCustomItem(frame: ...) }
--   }
collection { width = 375, height = 667, scale = 2 }

local cellSize = 56

compositional {
  interSectionSpacing = 24,
  section = {
    group = custom {
      size = { fractionalWidth(1), absolute(180) },
      -- env.width and env.height: the size the group resolved to (375 x 180 here).
      items = function(env)
        local frames = {}
        local cx, radius = env.width / 2, env.width / 2 - cellSize
        for k = 0, 4 do
          local angle = math.pi * (1 - k / 4)             -- from the left, over the top, to the right
          local x = cx + radius * math.cos(angle) - cellSize / 2
          local y = env.height - cellSize - (env.height - cellSize) * math.sin(angle)
          frames[#frames + 1] = { frame = { x, y, cellSize, cellSize }, zIndex = k == 2 and 1 or 0 }
        end
        return frames
      end,
    },
    interGroupSpacing = 12,
    boundarySupplementaryItems = {
      { kind = "header", size = { fractionalWidth(1), absolute(32) } },
    },
  },
}

sections { 5, 8 }
