collection { width = 390, height = 844, scale = 3 }
compositional {
  scrollDirection = "vertical",
  interSectionSpacing = 10,
  section = {
    group = { axis = "horizontal", size = { fractionalWidth(0.9), estimated(120) },
      subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } }, { size = { absolute(40), absolute(40) } } },
      interItemSpacing = flexible(4) },
    orthogonalScrollingBehavior = "groupPaging",
    interGroupSpacing = 6,
    contentInsets = { top = 4, leading = 4, bottom = 4, trailing = 4 },
    decorationItems = { { kind = "background", contentInsets = { top = 2, leading = 2, bottom = 2, trailing = 2 } } },
  },
}
sections { 5, 0, 11 }
use("section_background", { cover = "section" })
