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
-- a line plus 11 pt above and below); the bundled text_rows plugin is a fuller one
-- (Plugins/text_rows.lua). Section 0's header height is given as data (supplementarySizes),
-- which wins over the function; section 1's comes from the function.
collection { width = 375, height = 667, scale = 2 }

list {
  appearance = "insetGrouped",
  headerMode = "supplementary",
  sizing = function(_, elements)
    local sizes = {}
    for k, e in ipairs(elements) do
      if e.kind == "header" then
        sizes[k] = 32
      else
        local lines = math.max(1, math.ceil(#(e.data or "") / 40))
        sizes[k] = math.max(44, 22 * lines + 22)
      end
    end
    return sizes
  end,
}

sections {
  { items = 3, supplementarySizes = { header = { 343, 38 } }, itemData = {
    "Airplane Mode",
    "Wi-Fi",
    "Personal Hotspot lets other devices use this phone's mobile data connection.",
  } },
  { items = 2, itemData = {
    "Notifications",
    "Allow notifications to appear on the lock screen, in Notification Centre and as banners.",
  } },
}

use("section_background", { colors = { "#F2F2F7" }, cover = "section", fullWidth = true, zIndex = -2 })
use("color_rules", { rules = {
  { target = "decoration:listCard", color = "#FFFFFF", cornerRadius = 10 },
  { target = "cell", borderWidth = 0 },
} })
use("list_separators", { insets = { leading = 16 } })
