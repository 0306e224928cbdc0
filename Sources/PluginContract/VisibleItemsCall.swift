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
        changes.reserveCapacity(flat.count / stride)
        for k in 0..<(flat.count / stride) {
            let b = k * stride
            let mask = Int(flat[b + 1])
            var change = VisibleItemChange(index: Int(flat[b]))
            if mask & 1 != 0 { change.alpha = flat[b + 2] }
            if mask & 2 != 0 { change.zIndex = Int(flat[b + 3]) }
            if mask & 4 != 0 { change.isHidden = flat[b + 4] != 0 }
            if mask & 8 != 0 { change.center = Point(x: flat[b + 5], y: flat[b + 6]) }
            if mask & 16 != 0 { change.transform = Array(flat[(b + 7)..<(b + 13)]) }
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
    local bits = { alpha = 1, zIndex = 2, isHidden = 4, center = 8, transform = 16 }
    -- Fields an item has that a handler may read but not set (`kind` too, where it has one).
    local readOnly = { category = true, section = true, item = true, frame = true }
    -- The running call: the flat input (8 values an item: category, section, item, x, y,
    -- width, height, zIndex), the kinds, each proxy's index, and per index what was set
    -- (`setMask`, the values) or read (the tables made on first read), so that an item is a
    -- bare table sharing one metatable: nothing else is made for it. The arrays by index are
    -- kept from call to call (each call clears its `count` entries first: growing them anew
    -- cost more than the handler), and so is `out`, the answer (Swift reads its first `n`).
    -- `checked` keeps the six numbers of each transform as its write checked them, so that
    -- the answer checks again only a transform changed in place since (an entry left from
    -- an earlier call is harmless: equal to numbers once checked finite, the values are).
    local values, kinds, indexOf
    local setMask, alphas, zIndices, hidden, centers, transforms, frames, checked, out = {}, {}, {}, {}, {}, {}, {}, {}, {}
    local function finite(v) return type(v) == "number" and v == v and v ~= huge and v ~= -huge end
    local function name(i)
      local b = (i - 1) * 8
      if values[b + 1] == 1 then return "cell " .. values[b + 3] end
      return (kinds[i] or categories[values[b + 1]]) .. " " .. values[b + 3]
    end
    -- Raises the error for a bad value `level` frames above the check; returns the value
    -- as the answer reads it (a centre as x, y).
    local function check(i, key, value, level)
      if key == "alpha" then
        if not finite(value) then error(format("%s: alpha must be a finite number, got %s", name(i), tostring(value)), level) end
      elseif key == "zIndex" then
        if not finite(value) or value ~= floor(value) or value > 2147483647 or value < -2147483648 then
          error(format("%s: zIndex must be an integer, got %s", name(i), tostring(value)), level)
        end
      elseif key == "isHidden" then
        if type(value) ~= "boolean" then error(format("%s: isHidden must be a boolean, got %s", name(i), type(value)), level) end
      elseif key == "center" then
        local x, y
        if type(value) == "table" then x, y = value.x or value[1], value.y or value[2] end
        if not (finite(x) and finite(y)) then
          error(format("%s: center must be { x = n, y = n } with finite numbers", name(i)), level)
        end
        return x, y
      elseif key == "transform" then
        -- Inline: this runs twice per transform set, the hot path of a carousel.
        local ok = type(value) == "table"
        if ok then
          for k = 1, 6 do
            local v = value[k]
            if type(v) ~= "number" or v ~= v or v == huge or v == -huge then ok = false break end
          end
        end
        if not ok then error(format("%s: transform must be { a, b, c, d, tx, ty } (6 finite numbers)", name(i)), level) end
      end
    end
    local function stale() error("an item is valid only during the call it was given to", 3) end
    -- Reads: a value set, else the item's own, from the flat input; frame, center and
    -- transform are tables made on first read and kept (changing one in place counts as set).
    local function index(p, key)
      local i = indexOf[p]
      if i == nil then stale() end
      local b = (i - 1) * 8
      if key == "center" then
        local c = centers[i]
        if c == nil then
          c = { x = values[b + 4] + values[b + 6] / 2, y = values[b + 5] + values[b + 7] / 2 }
          centers[i] = c
        end
        return c
      elseif key == "alpha" then return alphas[i] or 1
      elseif key == "transform" then
        local t = transforms[i]
        if t == nil then t = { 1, 0, 0, 1, 0, 0 }; transforms[i] = t end
        return t
      elseif key == "frame" then
        local f = frames[i]
        if f == nil then
          f = { x = values[b + 4], y = values[b + 5], width = values[b + 6], height = values[b + 7] }
          frames[i] = f
        end
        return f
      elseif key == "item" then return values[b + 3]
      elseif key == "category" then return categories[values[b + 1]]
      elseif key == "kind" then return kinds[i]
      elseif key == "section" then return values[b + 2]
      elseif key == "zIndex" then return zIndices[i] or values[b + 8]
      elseif key == "isHidden" then return hidden[i] or false
      end
      return nil
    end
    -- Writes: each checked here, so that an error names the handler's line (level 2).
    local function newindex(p, key, value)
      local i = indexOf[p]
      if i == nil then stale() end
      local bit = bits[key]
      if bit == nil then
        if readOnly[key] or (key == "kind" and kinds[i] ~= nil) then
          error(format("%s: '%s' is read-only; %s", name(i), tostring(key), settable), 2)
        end
        error(format("%s: an item has no field '%s'; %s", name(i), tostring(key), settable), 2)
      elseif bit == 1 then
        if type(value) ~= "number" or value ~= value or value == huge or value == -huge then check(i, key, value, 3) end
        alphas[i] = value
      elseif bit == 16 then
        check(i, key, value, 3)
        transforms[i] = value
        local s = (i - 1) * 6
        checked[s + 1], checked[s + 2], checked[s + 3] = value[1], value[2], value[3]
        checked[s + 4], checked[s + 5], checked[s + 6] = value[4], value[5], value[6]
      else
        check(i, key, value, 3)
        if bit == 2 then zIndices[i] = value elseif bit == 4 then hidden[i] = value else centers[i] = value end
      end
      setMask[i] = (setMask[i] or 0) | bit
    end
    local proxy = { __index = index, __newindex = newindex }
    return function(handler, flat, kindList, count, ox, oy, width, height, extra)
      values, kinds = flat, kindList
      indexOf = {}
      local items = {}
      for i = 1, count do
        setMask[i], alphas[i], zIndices[i], hidden[i], centers[i], transforms[i], frames[i] = nil, nil, nil, nil, nil, nil, nil
        local p = setmetatable({}, proxy)
        indexOf[p] = i
        items[i] = p
      end
      handler(items, { x = ox, y = oy }, { container = { contentSize = { width = width, height = height } } }, extra)
      local n = 0
      for i = 1, count do
        local mask, c, t = setMask[i] or 0, centers[i], transforms[i]
        local b = (i - 1) * 8
        local cx, cy = values[b + 4] + values[b + 6] / 2, values[b + 5] + values[b + 7] / 2
        -- A table read and changed in place (item.center.x = ...) counts as set, checked
        -- now, without a line.
        if c and (c.x ~= cx or c.y ~= cy) then mask = mask | 8 end
        if t and (t[1] ~= 1 or t[2] ~= 0 or t[3] ~= 0 or t[4] ~= 1 or t[5] ~= 0 or t[6] ~= 0) then mask = mask | 16 end
        if mask ~= 0 then
          if mask & 8 ~= 0 then cx, cy = check(i, "center", c, 0) end
          out[n + 1], out[n + 2], out[n + 3], out[n + 4] = i - 1, mask, alphas[i] or 1, zIndices[i] or values[b + 8]
          out[n + 5], out[n + 6], out[n + 7] = hidden[i] and 1 or 0, cx, cy
          if mask & 16 ~= 0 then
            local s = (i - 1) * 6
            if not (t[1] == checked[s + 1] and t[2] == checked[s + 2] and t[3] == checked[s + 3]
                and t[4] == checked[s + 4] and t[5] == checked[s + 5] and t[6] == checked[s + 6]) then
              check(i, "transform", t, 0)
            end
            out[n + 8], out[n + 9], out[n + 10], out[n + 11], out[n + 12], out[n + 13] = t[1], t[2], t[3], t[4], t[5], t[6]
          else
            out[n + 8], out[n + 9], out[n + 10], out[n + 11], out[n + 12], out[n + 13] = 0, 0, 0, 0, 0, 0
          end
          n = n + 13
        end
      end
      return out, n
    end
    """#
}
