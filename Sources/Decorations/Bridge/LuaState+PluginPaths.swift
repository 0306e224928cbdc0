import CPluginPrelude
import LuaRuntime

/// The C side of a plugin hook's hot paths (CPluginPrelude's pluginpaths.c): the buffer
/// `out:add` appends decorations to, the one `out:place` appends placements to, and the
/// line and item frames `s:line(j)` and `s:item(i)` read. The plugin host's half of its
/// protocol with the prelude, so it lives here and not in the general Lua binding.
/// None of these calls runs Lua code or raises.
extension LuaState {
    /// Pushes the prelude's table of C functions (`make_add`, `store`, `make_geometry`,
    /// `make_place`). [-0, +1]
    func pushPluginPaths() {
        lh_pushpluginpaths(unsafeState)
    }

    /// Before each hook call: the decorated section (-1 for a layout hook), whether every
    /// `out:add` takes the checked path, an empty decoration buffer and no handle declared.
    /// Returns false when the buffers could not be allocated.
    @discardableResult
    func beginPluginCall(section: Int, checking: Bool) -> Bool {
        lh_plugin_begin(unsafeState, lua_Integer(section), checking ? 1 : 0) != 0
    }

    /// `out:kind` returned `handle` in this call: the fast `out:add` accepts it.
    func pluginHandleDeclared(_ handle: Int) {
        lh_plugin_declared(unsafeState, lua_Integer(handle))
    }

    /// The numbers `out:add` buffered in this call (five or seven per decoration), read in
    /// place: valid until the state runs Lua code again.
    func pluginDecorations() -> UnsafeBufferPointer<Double> {
        var count = 0
        let start = lh_plugin_decorations(unsafeState, &count)
        return UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// Room for the frames of lines `range` (0-based) of `section`, which has `total` (x, y,
    /// width, height, first item, last item each), for `s:line(j)`; nil when out of memory.
    func pluginLines(section: Int, range: Range<Int>, total: Int) -> UnsafeMutableBufferPointer<Double>? {
        lh_plugin_lines(unsafeState, lua_Integer(section), lua_Integer(range.lowerBound + 1), range.count, total)
            .map { UnsafeMutableBufferPointer(start: $0, count: 6 * range.count) }
    }

    /// Room for the frames of items `range` of `section`, which has `total` (x, y, width,
    /// height each), for `s:item(i)`; nil when out of memory.
    func pluginItems(section: Int, range: Range<Int>, total: Int) -> UnsafeMutableBufferPointer<Double>? {
        lh_plugin_items(unsafeState, lua_Integer(section), lua_Integer(range.lowerBound), range.count, total)
            .map { UnsafeMutableBufferPointer(start: $0, count: 4 * range.count) }
    }

    /// Before each `M.place` call: an empty placement buffer, and whether every `out:place`
    /// runs the traced check first (to name a bad placement's line). Returns false when the
    /// buffers could not be allocated.
    @discardableResult
    func beginPlacementCall(tracing: Bool) -> Bool {
        lh_plugin_beginplace(unsafeState, tracing ? 1 : 0) != 0
    }

    /// The numbers `out:place` buffered in this call (item, x, y, width, height each; NaN
    /// for a value that was not a number), read in place: valid until the state runs Lua
    /// code again.
    func pluginPlacements() -> UnsafeBufferPointer<Double> {
        var count = 0
        let start = lh_plugin_placed(unsafeState, &count)
        return UnsafeBufferPointer(start: start, count: start == nil ? 0 : count)
    }

    /// The line of this call's first `out:add` (on the fast path) whose frame is not finite
    /// or has a negative size, recorded as the call ran; nil when there was none.
    func firstBadDecorationFrameLine() -> Int? {
        let line = lh_plugin_baddeco(unsafeState)
        return line > 0 ? Int(line) : nil
    }

    /// The first `out:place` of this call with a value that is not a finite number, and the
    /// line that made it, recorded as the call ran; nil when there was none.
    func firstNonFinitePlacement() -> (ordinal: Int, line: Int)? {
        var ordinal = 0
        let line = lh_plugin_badplace(unsafeState, &ordinal)
        return line > 0 ? (ordinal, Int(line)) : nil
    }
}
