compositional { section = { group = custom { size = { width = fractionalWidth(1), height = absolute(100) },
  items = function(env) compositional { } return { { 0, 0, 10, 10 } } end } } }
sections { 3, 7 }
