collection { width = 390, height = 844, scale = 2 }
list { appearance = "grouped", rowHeight = 44 }
sections { 3, 4 }
update { insertSections = { 0 }, deleteSections = { 1 } }
