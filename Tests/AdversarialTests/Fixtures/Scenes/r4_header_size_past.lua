flow { itemSize = { 10, 10 }, headerReferenceSize = { 0, 1e308 } }
sections { 3 }
