collection { width = 200 }
flow { itemSize = { 50, 50 } }
sections { 3 }
use("lay", {})
