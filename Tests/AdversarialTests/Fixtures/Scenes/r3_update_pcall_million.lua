sections { 1000000 }
for i = 1, 10000 do
  pcall(update, { moveItems = { { from = { 0, 0 }, to = { 0, 999999 } } } })
end
