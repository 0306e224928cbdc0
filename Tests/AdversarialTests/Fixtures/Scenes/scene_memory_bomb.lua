collection { width = 375, height = 667, scale = 2 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10 }
sections { 3 }
local s = "x"
while true do s = s .. s end
