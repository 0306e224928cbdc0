collection { width = 375, height = 667, scale = 2 }
sections { 3 }
compositional {
  section = { group = custom { size = { fractionalWidth(1), absolute(60) }, items = function(env) while true do end end } },
}
