box.sizes[1] = 3
box.insets.top = 1
