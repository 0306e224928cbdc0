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
        guard lua.ensureStack(12) else { throw LuaError.runtime("not enough Lua stack for the visible items") }
        // The items as flat numbers, written in one call (rule 6 of docs/architecture.md's
        // "Rules for embedding Lua"); kinds apart, for the few items that have one.
        var values = [Double](repeating: 0, count: items.count * valuesPerItem)
        for (i, item) in items.enumerated() {
            let b = i * valuesPerItem
            values[b] = item.category == .cell ? 1 : item.category == .supplementary ? 2 : 3
            values[b + 1] = Double(item.indexPath.section)
            values[b + 2] = Double(item.indexPath.item)
            values[b + 3] = item.frame.x
            values[b + 4] = item.frame.y
            values[b + 5] = item.frame.width
            values[b + 6] = item.frame.height
            values[b + 7] = Double(item.zIndex)
        }
        guard lua.push(wrapper) == .function else { throw LuaError.runtime("the visible-items wrapper is gone") }
        _ = lua.push(handler)
        lua.createTable(narr: Int32(clamping: values.count), nrec: 0)
        // Category, section, item and zIndex are integers in Lua, as a handler expects.
        values.withUnsafeBufferPointer { lua.writeNumbers($0, to: -1, from: 1, stride: Int32(valuesPerItem), integerColumns: 0b1000_0111) }
        lua.createTable(narr: 0, nrec: 0)
        for (i, item) in items.enumerated() {
            guard let kind = item.kind else { continue }
            lua.push(string: kind)
            lua.rawSet(index: Int64(i + 1), in: -2)
        }
        lua.push(integer: Int64(items.count))
        for n in [offset.x, offset.y, containerSize.width, containerSize.height] { lua.push(number: n) }
        if let extra { _ = lua.push(extra) } else { lua.pushNil() }
        try lua.call(arguments: 9, results: 2)
        let count = Int(lua.toInteger(at: -1) ?? 0)
        guard count > 0, lua.type(at: -2) == .table else { return [] }
        var answer = [Double](repeating: 0, count: count)
        answer.withUnsafeMutableBufferPointer { _ = lua.readNumbers(from: -2, from: 1, into: $0) }
        return changes(answer)
    }

    /// Compiles the wrapper in `lua`.
    public static func compileWrapper(_ lua: LuaState) throws(LuaError) -> LuaRef {
        guard case .function(let ref)? = try lua.execute(wrapperSource, chunkName: "=visibleItems").first else {
            throw LuaError.runtime("the visible-items wrapper did not compile to a function")
        }
        return ref
    }

    /// The wrapper's flat answer as changes (`valuesPerChange` values each).
    public static func changes(_ flat: [Double]) -> [VisibleItemChange] {
        var changes: [VisibleItemChange] = []
        let stride = valuesPerChange
        for k in 0..<(flat.count / stride) {
            let v = Array(flat[(k * stride)..<((k + 1) * stride)])
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
    local type, error, format, tostring, setmetatable, rawset, rawget, floor =
      type, error, string.format, tostring, setmetatable, rawset, rawget, math.floor
    local huge = math.huge
    local categories = { "cell", "supplementary", "decoration" }
    local settable = "a handler may set alpha, zIndex, isHidden, center and transform"
    local function finite(v) return type(v) == "number" and v == v and v ~= huge and v ~= -huge end
    local function name(d)
      if d.category == "cell" then return "cell " .. d.item end
      return (d.kind or d.category) .. " " .. d.item
    end
    -- Raises the error for a bad value `level` frames above the check; returns the value
    -- as the answer reads it (a centre as x, y).
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
        local x, y
        if type(value) == "table" then x, y = value.x or value[1], value.y or value[2] end
        if not (finite(x) and finite(y)) then
          error(format("%s: center must be { x = n, y = n } with finite numbers", name(d)), level)
        end
        return x, y
      elseif key == "transform" then
        -- Inline: this runs twice per transform set, the hot path of a carousel.
        local ok = type(value) == "table"
        if ok then
          for i = 1, 6 do
            local v = value[i]
            if type(v) ~= "number" or v ~= v or v == huge or v == -huge then ok = false break end
          end
        end
        if not ok then error(format("%s: transform must be { a, b, c, d, tx, ty } (6 finite numbers)", name(d)), level) end
      end
    end
    -- An item's tables are made when first read: d[1..4] hold x, y, width and height.
    local lazy = { __index = function(d, key)
      local t
      if key == "frame" then t = { x = d[1], y = d[2], width = d[3], height = d[4] }
      elseif key == "center" then t = { x = d[1] + d[3] / 2, y = d[2] + d[4] / 2 }
      elseif key == "transform" then t = { 1, 0, 0, 1, 0, 0 }
      else return nil end
      rawset(d, key, t)
      return t
    end }
    local bits = { alpha = 1, zIndex = 2, isHidden = 4, center = 8, transform = 16 }
    -- The running call's proxy -> data and proxy -> fields set: plain tables made per call
    -- (weak tables kept across calls cost more in the collector than the call itself).
    local dataOf, setOf
    local function newindex(p, key, value)
      local d = dataOf[p]
      if bits[key] == nil then
        if d[key] ~= nil then error(format("%s: '%s' is read-only; %s", name(d), tostring(key), settable), 2) end
        error(format("%s: an item has no field '%s'; %s", name(d), tostring(key), settable), 2)
      end
      check(d, key, value, 3)
      rawset(d, key, value)
      setOf[p] = (setOf[p] or 0) | bits[key]
    end
    return function(handler, values, kinds, count, ox, oy, width, height, extra)
      local items = {}
      dataOf, setOf = {}, {}
      for i = 1, count do
        local b = (i - 1) * 8
        local d = setmetatable({
          values[b + 4], values[b + 5], values[b + 6], values[b + 7],
          category = categories[values[b + 1]], kind = kinds[i], section = values[b + 2], item = values[b + 3],
          zIndex = values[b + 8], alpha = 1, isHidden = false,
        }, lazy)
        -- Reads go straight to the data (a table __index); writes through the checks.
        local p = setmetatable({}, { __index = d, __newindex = newindex })
        dataOf[p] = d
        items[i] = p
      end
      handler(items, { x = ox, y = oy }, { container = { contentSize = { width = width, height = height } } }, extra)
      local out, n = {}, 0
      for i = 1, count do
        local p = items[i]
        local d = dataOf[p]
        local mask = setOf[p] or 0
        -- A table read and changed in place (item.center.x = ...) counts as set, checked
        -- now, without a line.
        local c, t = rawget(d, "center"), rawget(d, "transform")
        if c and (c.x ~= d[1] + d[3] / 2 or c.y ~= d[2] + d[4] / 2) then mask = mask | 8 end
        if t and (t[1] ~= 1 or t[2] ~= 0 or t[3] ~= 0 or t[4] ~= 1 or t[5] ~= 0 or t[6] ~= 0) then mask = mask | 16 end
        if mask ~= 0 then
          local cx, cy = d[1] + d[3] / 2, d[2] + d[4] / 2
          if mask & 8 ~= 0 then cx, cy = check(d, "center", c, 0) end
          out[n + 1], out[n + 2], out[n + 3], out[n + 4] = i - 1, mask, d.alpha, d.zIndex
          out[n + 5], out[n + 6], out[n + 7] = d.isHidden and 1 or 0, cx, cy
          if mask & 16 ~= 0 then
            check(d, "transform", t, 0)
            for k = 1, 6 do out[n + 7 + k] = t[k] end
          else
            for k = 1, 6 do out[n + 7 + k] = 0 end
          end
          n = n + 13
        end
      end
      return out, n
    end
    """#
}
