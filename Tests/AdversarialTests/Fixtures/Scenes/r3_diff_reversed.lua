local ids = {}
for i = 1, 20000 do ids[i] = i end
for r = 1, 3 do
  local back = {}
  for i = 1, #ids do back[i] = ids[#ids + 1 - i] end
  ids = back
  sections { { id = "a", ids = ids } }
end
sections { 5 }
