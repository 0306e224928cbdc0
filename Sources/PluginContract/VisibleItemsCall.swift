// Rules: docs/layout-rules.md, C32

import LayoutCore
import LuaRuntime

/// One call of a visible-items handler in a Lua state (C32), shared by a scene's
/// `visibleItemsInvalidationHandler` and a plugin's `M.visibleItems`: the items become
/// proxies that refuse what may not be set, at the line that sets it; what was set comes
/// back as `VisibleItemChange`s. The caller gives the limits and words the errors.
public enum VisibleItemsCall {
    /// Values per item in the flat list given to the wrapper: category, section, item,
    /// x, y, width, height, zIndex.
    static let valuesPerItem = 8
    /// Values per changed item in the wrapper's answer: index, mask, alpha, zIndex,
    /// isHidden, centre x and y, transform a, b, c, d, tx, ty.
    static let valuesPerChange = 13

    /// Calls `handler(items, offset, environment, extra)` through `wrapper` (the function
    /// `wrapperSource` returns, compiled in `lua`); `extra`, a plugin's options, may be nil.
    public static func run(
        _ lua: LuaState, wrapper: LuaRef, handler: LuaRef, extra: LuaRef?, items: [VisibleItem], offset: Point,
        containerSize: Size
    ) throws(LuaError) -> [VisibleItemChange] {
        let base = lua.top
        defer { lua.setTop(base) }
        var values: [LuaValue] = []
        values.reserveCapacity(items.count * valuesPerItem)
        var kinds: [(LuaValue, LuaValue)] = []
        for (i, item) in items.enumerated() {
            let category: Int64 = item.category == .cell ? 1 : item.category == .supplementary ? 2 : 3
            values += [.integer(category), .integer(Int64(item.indexPath.section)), .integer(Int64(item.indexPath.item))]
            values += [.number(item.frame.x), .number(item.frame.y), .number(item.frame.width), .number(item.frame.height)]
            values.append(.integer(Int64(item.zIndex)))
            if let kind = item.kind { kinds.append((.integer(Int64(i + 1)), .string(kind))) }
        }
        guard lua.push(wrapper) == .function else { throw LuaError.runtime("the visible-items wrapper is gone") }
        _ = lua.push(handler)
        lua.push(.table(LuaTable(array: values)))
        lua.push(.table(LuaTable(fields: kinds)))
        lua.push(integer: Int64(items.count))
        for n in [offset.x, offset.y, containerSize.width, containerSize.height] { lua.push(number: n) }
        if let extra { _ = lua.push(extra) } else { lua.pushNil() }
        try lua.call(arguments: 9, results: 1)
        return changes(try lua.value(at: -1).table?.array ?? [])
    }

    /// Compiles the wrapper in `lua`.
    public static func compileWrapper(_ lua: LuaState) throws(LuaError) -> LuaRef {
        guard case .function(let ref)? = try lua.execute(wrapperSource, chunkName: "=visibleItems").first else {
            throw LuaError.runtime("the visible-items wrapper did not compile to a function")
        }
        return ref
    }

    /// The wrapper's flat answer as changes (`valuesPerChange` values each).
    public static func changes(_ flat: [LuaValue]) -> [VisibleItemChange] {
        var changes: [VisibleItemChange] = []
        let stride = valuesPerChange
        for k in 0..<(flat.count / stride) {
            let v = flat[(k * stride)..<((k + 1) * stride)].map { $0.number ?? 0 }
            let mask = Int(v[1])
            var change = VisibleItemChange(index: Int(v[0]))
            if mask & 1 != 0 { change.alpha = v[2] }
            if mask & 2 != 0 { change.zIndex = Int(v[3]) }
            if mask & 4 != 0 { change.isHidden = v[4] != 0 }
            if mask & 8 != 0 { change.center = Point(x: v[5], y: v[6]) }
            if mask & 16 != 0 { change.transform = Array(v[7..<13]) }
            changes.append(change)
        }
        return changes
    }

    /// Builds the item proxies, calls the handler, and lists what it set. Errors are raised
    /// at the handler's own line (level 2 from the proxy's `__newindex`).
    public static let wrapperSource = #"""
    local type, error, format, tostring, setmetatable, floor = type, error, string.format, tostring, setmetatable, math.floor
    local huge = math.huge
    local categories = { "cell", "supplementary", "decoration" }
    local settable = "a handler may set alpha, zIndex, isHidden, center and transform"
    local function finite(v) return type(v) == "number" and v == v and v ~= huge and v ~= -huge end
    local function name(d)
      if d.category == "cell" then return "cell " .. d.item end
      return (d.kind or d.category) .. " " .. d.item
    end
    -- The error for a bad value, raised `level` frames above the check.
    local function check(d, key, value, level)
      if key == "alpha" then
        if not finite(value) then error(format("%s: alpha must be a finite number, got %s", name(d), tostring(value)), level) end
      elseif key == "zIndex" then
        if not finite(value) or value ~= floor(value) or value > 2147483647 or value < -2147483648 then
          error(format("%s: zIndex must be an integer, got %s", name(d), tostring(value)), level)
        end
      elseif key == "isHidden" then
        if type(value) ~= "boolean" then error(format("%s: isHidden must be a boolean, got %s", name(d), type(value)), level) end
      elseif key == "center" then
        local x, y = type(value) == "table" and (value.x or value[1]), type(value) == "table" and (value.y or value[2])
        if not (finite(x) and finite(y)) then
          error(format("%s: center must be { x = n, y = n } with finite numbers", name(d)), level)
        end
        return { x = x, y = y }
      elseif key == "transform" then
        local ok = type(value) == "table"
        for i = 1, 6 do ok = ok and finite(value[i]) end
        if not ok then error(format("%s: transform must be { a, b, c, d, tx, ty } (6 finite numbers)", name(d)), level) end
        return { value[1], value[2], value[3], value[4], value[5], value[6] }
      end
      return value
    end
    local data, set = setmetatable({}, { __mode = "k" }), setmetatable({}, { __mode = "k" })
    local bits = { alpha = 1, zIndex = 2, isHidden = 4, center = 8, transform = 16 }
    local meta = {
      __index = function(p, key) return data[p][key] end,
      __newindex = function(p, key, value)
        local d = data[p]
        if bits[key] == nil then
          if d[key] ~= nil then error(format("%s: '%s' is read-only; %s", name(d), tostring(key), settable), 2) end
          error(format("%s: an item has no field '%s'; %s", name(d), tostring(key), settable), 2)
        end
        d[key] = check(d, key, value, 3)
        set[p] = (set[p] or 0) | bits[key]
      end,
    }
    return function(handler, values, kinds, count, ox, oy, width, height, extra)
      local items = {}
      for i = 1, count do
        local b = (i - 1) * 8
        local x, y, w, h = values[b + 4], values[b + 5], values[b + 6], values[b + 7]
        local p = setmetatable({}, meta)
        data[p] = {
          category = categories[values[b + 1]], kind = kinds[i], section = values[b + 2], item = values[b + 3],
          frame = { x = x, y = y, width = w, height = h }, center = { x = x + w / 2, y = y + h / 2 },
          zIndex = values[b + 8], alpha = 1, isHidden = false, transform = { 1, 0, 0, 1, 0, 0 },
        }
        items[i] = p
      end
      handler(items, { x = ox, y = oy }, { container = { contentSize = { width = width, height = height } } }, extra)
      local out, n = {}, 0
      for i = 1, count do
        local p = items[i]
        local mask = set[p]
        if mask then
          local d = data[p]
          -- A field changed in place (item.center.x = ...) is checked now, without a line.
          local c = check(d, "center", d.center, 0)
          local t = check(d, "transform", d.transform, 0)
          out[n + 1], out[n + 2], out[n + 3], out[n + 4] = i - 1, mask, d.alpha, d.zIndex
          out[n + 5], out[n + 6], out[n + 7] = d.isHidden and 1 or 0, c.x, c.y
          for k = 1, 6 do out[n + 7 + k] = t[k] end
          n = n + 13
        end
      end
      return out
    end
    """#
}
