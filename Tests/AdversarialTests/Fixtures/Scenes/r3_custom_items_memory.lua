compositional { section = { group = custom { size = { width = fractionalWidth(1), height = absolute(100) },
  items = function(env) local t = {} for i = 1, 1e9 do t[i] = ("x"):rep(1000) .. i end return { { 0, 0, 10, 10 } } end } } }
sections { 3, 7 }
