compositional { section = { group = custom { size = { width = fractionalWidth(1), height = absolute(100) },
  items = function(env) local t = {} for i = 1, 100001 do t[i] = { 0, 0, 1, 1 } end return t end } } }
sections { 3 }
