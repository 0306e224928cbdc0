compositional { section = { group = custom { size = { width = fractionalWidth(1), height = absolute(100) },
  items = function(env) return { { 0, 0, math.huge, 1 } } end } } }
sections { 3 }
