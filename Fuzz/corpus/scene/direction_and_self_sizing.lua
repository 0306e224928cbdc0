-- Seeds for the scene fuzzer: the direction and self-sizing keys, right and wrong.
collection { width = 320, layoutDirection = "rightToLeft" }
flow { estimatedItemSize = "automatic", scrollDirection = "horizontal", headerReferenceSize = { 20, 0 } }
sections { 3, { items = 2, itemSizes = { { 40, 90 }, { 60, 30 } } } }
update { resizeItems = { { 1, 0, size = { 10, 200 } } } }
flow { estimatedItemSize = { 0, 1 } }
collection { layoutDirection = "rtl" }
update { resizeItems = { { 9, 9, size = { 1, 1 } } } }
