local n = 0
for i = 1, 10 do n = n + i end
collection { width = 200 + n }
flow { itemSize = { n, n / 2 } }
sections { n % 7, 3 }
print(n)
return n
