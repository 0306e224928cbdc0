collection { width = 390, height = 844, scale = 2 }
compositional {
  section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } }, },
}
sections { 3, 4 }
flow { itemSize = { 100, 100 }, minimumLineSpacing = 10 }
