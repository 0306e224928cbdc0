collection { width = 375, height = 667, scale = 2 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10 }
sections { 3, 7, 3, 7 }
use("witness")
use("styler", { pick = function() while true do end end })
limits { time = 0.1 }
