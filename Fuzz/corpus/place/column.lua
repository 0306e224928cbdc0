for i = 0, box.count - 1 do out:place(i, 0, i * 60, box.width, 50) end
