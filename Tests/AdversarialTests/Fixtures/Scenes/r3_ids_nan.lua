sections { { id = "a", ids = { 0/0 } } }
