collection { width = 375, height = 667, scale = 2 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10 }
sections { 3 }
setmetatable({}, { __gc = function() while true do end end })
for i = 1, 1e7 do local t = { i } end
