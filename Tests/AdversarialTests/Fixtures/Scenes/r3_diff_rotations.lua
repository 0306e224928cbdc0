local ids = {}
for i = 1, 50 do ids[i] = "i" .. i end
for r = 1, 2000 do
  table.insert(ids, 1, table.remove(ids))
  sections { { id = "a", ids = ids } }
end
