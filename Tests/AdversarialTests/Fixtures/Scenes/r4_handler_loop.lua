limits { time = 0.1 }
collection { width = 390, height = 844, scale = 2 }
compositional {
  section = { group = { axis = "horizontal", size = { fractionalWidth(0.7), absolute(200) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
    interGroupSpacing = 10, orthogonalScrollingBehavior = "continuous",
    visibleItemsInvalidationHandler = function(items, offset, environment)
      while true do end
    end,
  },
}
sections { 5 }
