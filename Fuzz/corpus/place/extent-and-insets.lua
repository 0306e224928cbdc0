for i = 0, box.count - 1 do out:place(i, 0, i * 10, 10, 10) end
out:header(1, 2, 3, 4)
out:footer(0, 0, 0, 0)
out:extent(-5)
