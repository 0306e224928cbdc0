local s = box.sizes
for i = 0, box.count - 1 do out:place(i, (i % 2) * 100, (i // 2) * 60, s[2 * i + 1], s[2 * i + 2]) end
