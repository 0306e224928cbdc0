for i = 0, box.count - 1 do out:place(i, 0, 0, 10, 10) out:place(i, 0, 0, 10, 10) end
