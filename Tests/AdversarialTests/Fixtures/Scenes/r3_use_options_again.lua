local big = {}
for i = 1, 100000 do big[i] = i end
for r = 1, 10000 do
  use("witness", { list = big })
end
