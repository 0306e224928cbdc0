sections { 3, 7 }
for i = 1, 5001 do
  update { insertItems = { { 1, 0 } } }
  update { deleteItems = { { 1, 0 } } }
end
