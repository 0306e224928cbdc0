for i = 0, box.count - 1 do out:place(i, 0, i * 10, 10, 10) end
out:line(0, box.count - 1, 0, box.count * 10)
