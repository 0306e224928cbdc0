collection { width = 390, height = 844, scale = 2 }
list { appearance = "insetGrouped", rowHeight = 44 }
sections { 3, 4 }
use("rounded_background", { inset = 0/0 })
