out:place(box.count, 0, 0, 10, 10)
