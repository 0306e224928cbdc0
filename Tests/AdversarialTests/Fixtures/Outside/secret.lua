return { secret = "outside the plugin folder" }
