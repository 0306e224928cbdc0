collection { width = 390, height = 844, scale = 2 }
list("plain")
sections { 3, 4 }
