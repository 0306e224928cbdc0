collection { width = 320, height = 480, scale = 2, contentOffset = { 0, -200 } }
flow { itemSize = { 100, 50 }, headerReferenceSize = { 0, 40 } }
sections { 3 }
use("stretchy_header", { maxStretch = 120.25 })
