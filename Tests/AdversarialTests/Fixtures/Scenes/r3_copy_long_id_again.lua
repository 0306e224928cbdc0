local s = ("x"):rep(10000000)
for r = 1, 1000 do
  sections { { id = s, ids = {} } }
end
