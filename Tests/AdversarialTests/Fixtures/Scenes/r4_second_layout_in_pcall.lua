collection { width = 390, height = 844, scale = 2 }
list { rowHeight = 44 }
local ok = pcall(flow, { itemSize = { 10, 10 } })
sections { 3, 4 }
