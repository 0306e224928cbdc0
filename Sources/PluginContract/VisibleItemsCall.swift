// Rules: docs/layout-rules.md, C32

import LayoutCore
import LuaRuntime

/// One call of a visible-items handler in a Lua state (C32), shared by a scene's
/// `visibleItemsInvalidationHandler` and a plugin's `M.visibleItems`: the items become
/// proxies that refuse what may not be set, at the line that sets it; what was set comes
/// back as `VisibleItemChange`s. The caller gives the limits and words the errors. The
/// proxies, their checks and the answer are C (CLuaShim's visibleitems.c): in Lua they
/// cost most of a call, twice over under a scene's instruction budget.
public enum VisibleItemsCall {
    /// Values per item given to the call: category, section, item, x, y, width, height,
    /// zIndex.
    static let valuesPerItem = 8
    /// Values per changed item in the answer: index, mask, alpha, zIndex, isHidden, centre
    /// x and y, transform a, b, c, d, tx, ty.
    static let valuesPerChange = 13

    /// Calls `handler(items, offset, environment, extra)` through `wrapper` (the function
    /// `makeWrapper` returns in `lua`); `extra`, a plugin's options, may be nil.
    public static func run(
        _ lua: LuaState, wrapper: LuaRef, handler: LuaRef, extra: LuaRef?, items: [VisibleItem], offset: Point,
        containerSize: Size
    ) throws(LuaError) -> [VisibleItemChange] {
        let base = lua.top
        defer { lua.setTop(base) }
        guard lua.ensureStack(12) else { throw LuaError.runtime("not enough Lua stack for the visible items") }
        guard let values = lua.beginVisibleItems(count: items.count) else {
            throw LuaError.runtime("not enough memory for the visible items, or a handler ran inside another")
        }
        // The items as numbers written where the C side reads them (rule 6 of
        // docs/architecture.md's "Rules for embedding Lua"); kinds apart, for the few items
        // that have one.
        var hasKind = false
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
            hasKind = hasKind || item.kind != nil
        }
        guard lua.push(wrapper) == .function else {
            lua.endVisibleItems()
            throw LuaError.runtime("the visible-items wrapper is gone")
        }
        _ = lua.push(handler)
        if hasKind {
            lua.createTable(narr: 0, nrec: 0)
            for (i, item) in items.enumerated() {
                guard let kind = item.kind else { continue }
                lua.push(string: kind)
                lua.rawSet(index: Int64(i + 1), in: -2)
            }
        } else {
            lua.pushNil()
        }
        for n in [offset.x, offset.y, containerSize.width, containerSize.height] { lua.push(number: n) }
        if let extra { _ = lua.push(extra) } else { lua.pushNil() }
        do {
            try lua.call(arguments: 7, results: 0)
        } catch {
            lua.endVisibleItems()
            throw error
        }
        return changes(lua.endVisibleItems())
    }

    /// The call's C function, kept in `lua`'s registry: one per state, made once.
    public static func makeWrapper(_ lua: LuaState) -> LuaRef {
        lua.pushVisibleItemsCall()
        return lua.popRef()
    }

    /// The call's answer as changes (`valuesPerChange` values each).
    public static func changes(_ flat: UnsafeBufferPointer<Double>) -> [VisibleItemChange] {
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
}
