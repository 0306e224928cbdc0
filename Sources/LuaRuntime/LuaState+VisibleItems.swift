import CLuaShim

/// The C side of a visible-items handler's call (CLuaShim's visibleitems.c): the items go
/// in as numbers the host writes in place, the handler gets them as proxies made in C, and
/// what it set comes back as numbers read in place. None of these calls runs Lua code or
/// raises; the call itself runs with `call(arguments:results:)`.
extension LuaState {
    /// Pushes the C function `call(handler, kinds, ox, oy, width, height, extra)` that
    /// gives the handler the items `beginVisibleItems` received. [-0, +1]
    public func pushVisibleItemsCall() {
        lh_pushvisiblecall(L)
    }

    /// Starts a call of `count` items: room for 8 numbers an item (category: 1 cell, 2
    /// supplementary, 3 decoration; section, item, x, y, width, height, zIndex) for the host
    /// to write. nil when out of memory or a call is already running. Pair it with
    /// `endVisibleItems()`, whether the call ran or failed.
    public func beginVisibleItems(count: Int) -> UnsafeMutableBufferPointer<Double>? {
        lh_visible_begin(L, count).map { UnsafeMutableBufferPointer(start: $0, count: 8 * count) }
    }

    /// Ends the call (its items are stale from now on): what the handler set, 13 numbers a
    /// changed item, read in place until the next call; meaningful only after a call that
    /// succeeded.
    @discardableResult
    public func endVisibleItems() -> UnsafeBufferPointer<Double> {
        var count = 0
        let start = lh_visible_end(L, &count)
        return UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
    }
}
