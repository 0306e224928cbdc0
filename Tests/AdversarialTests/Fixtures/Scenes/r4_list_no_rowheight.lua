collection { width = 390, height = 844, scale = 2 }
list { appearance = "insetGrouped" }
sections { 3, 4 }
