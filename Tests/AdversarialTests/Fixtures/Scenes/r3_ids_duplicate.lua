sections { { id = "a", ids = { "x", "y", "x" } } }
