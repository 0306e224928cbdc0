for i = 0, box.count - 1 do out:place(i, 0, 0, -1, 10) end
