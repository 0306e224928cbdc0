import LayoutCore
import LuaRuntime

extension SectionPlacements {
    /// Why the hook's `box.sizes` is not what the host wrote (`writeSizes`), or nil.
    ///
    /// `box.sizes` is read-only, as `box.insets` is. It stays a plain table, because a
    /// read-only view (a metatable's `__index`) cost waterfall's loop over a million sizes
    /// 20% of its Lua time; the host checks it once after the call instead, in one pass in C.
    static func sizesProblem(_ box: SectionContentBox, table: LuaRef, state: LuaState) -> String? {
        state.push(table)
        let index = state.top
        defer { state.pop(1) }
        if state.rawGet(field: state.intern("count"), from: index) != .number || state.toInteger(at: -1) != Int64(box.itemCount) {
            state.pop(1)
            return "the content box is read-only (box.sizes.count was changed)"
        }
        state.pop(1)
        guard let changed = withSizeNumbers(of: box, { state.firstChangedNumber(in: index, from: 1, comparing: $0) }) else { return nil }
        return "the content box is read-only (box.sizes[\(changed + 1)] was changed)"
    }
}
