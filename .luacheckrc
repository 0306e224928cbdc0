-- luacheck's settings for the plugins and scenes (`luacheck Plugins Scenes`, run by
-- Scripts/test). Each kind of file sees only the globals its host gives it.
std = "lua54"
max_line_length = 140
-- `not (a <= b)` is how the plugins let a NaN reach the host, which names the bad frame:
-- it is not the same as `a > b`.
ignore = { "581" }

-- What a scene file may call: the scene functions (Sources/Scenes/SceneContext+Functions.swift)
-- and the compositional dimension and spacing helpers. Their LuaLS types are in
-- Plugins/types/scene.lua.
local scene = {
  "collection", "flow", "compositional", "list", "sections", "limits", "update", "use",
  "absolute", "estimated", "uniformAcrossSiblings", "fractionalWidth", "fractionalHeight", "fixed", "flexible", "custom",
}

files["Scenes"] = { read_globals = scene }

-- What a plugin may use besides Lua's own: the host's helpers (Sources/CPluginPrelude/prelude.lua).
files["Plugins"] = { read_globals = { "lualayout" } }

-- The LuaLS annotation files declare the globals they describe, for editors only.
local declared = { "lualayout" }
for _, name in ipairs(scene) do declared[#declared + 1] = name end
files["Plugins/types"] = { globals = declared, unused = false, max_line_length = false }
