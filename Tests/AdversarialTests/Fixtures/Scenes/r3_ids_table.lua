sections { { id = "a", ids = { {} } } }
