sections { { id = "a", ids = { 1.5 } } }
