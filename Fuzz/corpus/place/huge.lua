for i = 0, box.count - 1 do out:place(i, 1e308, 1e308, 1e308, 1e308) end
