sections { 3 }
update { insertSections = { { at = 0, items = -1 } } }
