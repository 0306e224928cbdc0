local ids = {}
for i = 1, 1000000 do ids[i] = i end
for r = 1, 20 do
  sections { { id = "a", ids = ids } }
end
