collection { width = 390, height = 844, scale = 2 }
compositional {
  section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) }, subitems = { } }, },
}
sections { 3, 4 }
