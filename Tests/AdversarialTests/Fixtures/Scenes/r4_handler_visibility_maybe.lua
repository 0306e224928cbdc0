collection { width = 390, height = 844, scale = 2 }
list { appearance = "insetGrouped", rowHeight = 44 }
sections { 3, 4 }
use("list_separators", { itemSeparatorHandler = function(indexPath, config)
  config.bottomSeparatorVisibility = "maybe"; return config
end })
