compositional {
  sectionProvider = function(index, environment)
    if index == 1 then return nil end
    return { group = { axis = "vertical", size = { fractionalWidth(1), absolute(44) },
      subitem = { size = { fractionalWidth(1), fractionalHeight(1) } }, count = 2 } }
  end,
  boundarySupplementaryItems = { { kind = "title", size = { fractionalWidth(1), estimated(30) }, alignment = "top", pinToVisibleBounds = true } },
}
sections { 3, 2, 1 }
