-- A settings screen whose rows and headers size themselves (docs/layout-rules.md, C38,
-- C39): an inset-grouped list with no rowHeight and no headerHeight, sized by the scene's
-- own sizing function, as cells answer systemLayoutSizeFitting in an app. The UIKit code
-- it mirrors:
--
--   var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
--   configuration.headerMode = .supplementary
--   let layout = UICollectionViewCompositionalLayout.list(using: configuration)
--   // Cells and headers with content configurations size themselves from their text.
--
-- The function below is a deliberately simple text model (a line per 40 characters, 22 pt
-- a line plus 11 pt above and below; a header 38 pt, 22 more per extra line); the bundled
-- text_rows plugin is a fuller one (Plugins/text_rows.lua).
collection { width = 375, height = 667, scale = 3 }

list {
  appearance = "insetGrouped",
  headerMode = "supplementary",
  sizing = function(_, elements)
    local sizes = {}
    for k, e in ipairs(elements) do
      local text = e.data or ""
      local lines = math.max(1, math.ceil(#text / 40))
      if e.kind == "header" then
        sizes[k] = 38
      else
        sizes[k] = math.max(44, 22 * lines + 22)
      end
    end
    return sizes
  end,
}

sections {
  { items = 3, itemData = {
    "Airplane Mode",
    "Wi-Fi",
    "Personal Hotspot lets other devices use this phone's mobile data connection.",
  } },
  { items = 2, itemData = {
    "Notifications",
    "Allow notifications to appear on the lock screen, in Notification Centre and as banners.",
  } },
}

use("color_rules", { rules = { { kind = "listCard", color = "#FFFFFF", cornerRadius = 10 } } })
use("list_separators", { insets = { leading = 16 } })
