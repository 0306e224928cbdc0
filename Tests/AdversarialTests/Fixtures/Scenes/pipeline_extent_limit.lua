-- 24 sections placed by a plugin whose items each extend 1e307 points (issue 25, case 23).
collection { width = 375, height = 667, scale = 2 }
flow { itemSize = { 100, 100 } }
sections { 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1 }
use("pipeline_extent")
