collection { width = 390, height = 844, scale = 2 }
compositional {
  section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } }, boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(30) }, alignment = "tpo" } } },
}
sections { 3, 4 }
