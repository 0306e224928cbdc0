collection { width = 390, orthogonalOffsets = { [0] = 0/0 } }
compositional {
  section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } }, orthogonalScrollingBehavior = "continuous" },
}
sections { 3, 4 }
