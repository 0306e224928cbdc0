if box.count > 1 then out:place(1, 0, 0, 10, 10) end
