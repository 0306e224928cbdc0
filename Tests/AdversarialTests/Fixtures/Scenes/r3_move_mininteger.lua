sections { 3 }
update { moveItems = { { from = { 0, math.mininteger }, to = { 0, 1 } } } }
