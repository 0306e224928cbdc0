for i = 0, box.count - 1 do out:place(i, math.mininteger, math.maxinteger, 1, 1) end
