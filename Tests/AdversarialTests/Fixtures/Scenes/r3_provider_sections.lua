compositional { sectionProvider = function(index)
  sections { 1 }
  return { group = { size = { width = fractionalWidth(1), height = absolute(50) }, subitems = { { size = { width = fractionalWidth(1), height = fractionalHeight(1) } } } } }
end }
sections { 3, 7 }
