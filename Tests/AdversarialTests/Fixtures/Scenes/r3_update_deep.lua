local t = {}
local deep = t
for i = 1, 200 do deep[1] = {} deep = deep[1] end
sections { 3 }
update { insertItems = t }
