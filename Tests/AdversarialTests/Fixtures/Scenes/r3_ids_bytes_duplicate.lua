sections { { id = "s\255", ids = { "x\255", "y", "x\255" } } }
