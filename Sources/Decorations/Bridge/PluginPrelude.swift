/// Lua code the host runs in every plugin state before the plugin: it builds the
/// read-only geometry tables hooks receive.
///
/// A hook's `s` is made in Lua (a table and a metatable: about as cheap as Lua tables get)
/// with only `index`, `count` and `lineCount` filled in. Every other field (`frame`,
/// `header`, ...) is made by the host the first time the plugin reads it, so a plugin pays
/// only for what it reads (DESIGN.md: building tables, not crossing, is the cost).
enum PluginPrelude {
    static let chunkName = "=lualayout"

    /// Called with the host functions `field(index, key)`, `line(s, j)`, `item(s, i)`,
    /// `layout_field(key)` and `matches(selector, index, count)`; defines the global
    /// `lualayout` helper table and returns `call_section(hook, index, count, lineCount, opts, out)` and
    /// `call_layout(hook, opts, out)`.
    static let source = """
        local field, line, item, layout_field, matches = ...
        local setmetatable, rawget, rawset, error, type = setmetatable, rawget, rawset, error, type

        -- Helpers every plugin may use (see Plugins/types/lualayout.lua).
        lualayout = {
          -- True when 0-based `index` of `count` matches a selector ("even", "3n+1",
          -- "2..5", { 0, 4 }, or a function(index) -> boolean).
          matches = function(selector, index, count)
            if type(selector) == "function" then return selector(index) and true or false end
            return matches(selector, index, count)
          end,
          -- Insets given as one number or a table: top, left, bottom, right.
          insets = function(value)
            if type(value) == "number" then return value, value, value, value end
            return value.top or 0, value.left or 0, value.bottom or 0, value.right or 0
          end,
        }

        local methods = { line = line, item = item }
        local section_meta = { __metatable = false }
        function section_meta.__index(s, key)
          local method = methods[key]
          if method ~= nil then return method end
          local value = field(rawget(s, "index"), key)
          if value ~= nil then rawset(s, key, value) end
          return value
        end
        function section_meta.__newindex()
          error("section geometry is read-only", 2)
        end

        local function section(index, count, line_count)
          return setmetatable({ index = index, count = count, lineCount = line_count }, section_meta)
        end

        local layout_meta = { __metatable = false }
        function layout_meta.__index(l, key)
          if key == "section" then
            return function(_, k)
              return section(k, field(k, "count"), field(k, "lineCount"))
            end
          end
          local value = layout_field(key)
          if value ~= nil then rawset(l, key, value) end
          return value
        end
        layout_meta.__newindex = section_meta.__newindex

        local function call_section(hook, index, count, line_count, opts, out)
          hook(section(index, count, line_count), opts, out)
        end

        local function call_layout(hook, opts, out)
          hook(setmetatable({}, layout_meta), opts, out)
        end

        return call_section, call_layout
        """
}
