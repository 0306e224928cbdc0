import CLuaShim

/// The hot path: thin, inlinable stack operations for calling plugin hooks many
/// thousands of times per layout pass.
///
/// Crossing into Lua is cheap (a `lua_pcall` of a function from a registry ref is
/// 30-50 ns); building tables is not (a 4-field record costs 250-350 ns), so pass
/// section geometry as presized flat numeric arrays (`createTable(narr:nrec:)` +
/// `rawSet(index:in:)`), keep hook functions as `LuaRef`s and keys as `LuaKey`s,
/// and read results as numbers without making Swift strings
/// (docs/architecture.md, "Rules for embedding Lua", rule 6).
///
/// All of these are `-` or `m` in the Lua manual's terms: they never run Lua code,
/// and memory errors cannot happen here because the cap is enforced only inside
/// `call`. Stack effects are given in the manual's `[-o, +p]` form. Table indices may
/// be negative: relative to the top at the moment of the call, as in the C API
/// (`rawSet(index:in:)` pops a value you pushed, so its table is usually at -2).
///
/// A typical hook call:
/// ```swift
/// let mark = state.top
/// _ = state.push(sectionHook)                       // LuaRef of M.section
/// state.createTable(narr: 0, nrec: 2)               // s
/// state.rawSetField(-1, keys.index, integer: Int64(section))
/// state.rawSetField(-1, keys.count, integer: Int64(count))
/// state.push(optsRef)
/// try state.call(arguments: 2, results: 1)
/// let n = state.toInteger(at: -1)
/// state.setTop(mark)
/// ```
extension LuaState {
    // MARK: Stack

    /// Index of the top value (slot 1 is the resident message handler).
    @inlinable public var top: Int32 { lua_gettop(L) }

    /// Sets the top (drops or pushes nils). [-?, +?]
    @inlinable public func setTop(_ index: Int32) { lua_settop(L, index) }

    /// [-n, +0]
    @inlinable public func pop(_ n: Int32 = 1) { lh_pop(L, n) }

    /// Makes room for `n` more values; false if the stack cannot grow (never raises).
    @inlinable public func ensureStack(_ n: Int32) -> Bool { lua_checkstack(L, n) != 0 }

    @inlinable public func type(at index: Int32) -> LuaType {
        LuaType(rawValue: lua_type(L, index)) ?? .none
    }

    /// Pushes a copy of the value at `index`. [-0, +1]
    @inlinable public func pushValue(at index: Int32) { lua_pushvalue(L, index) }

    // MARK: Push

    /// A table presized for `narr` array and `nrec` hash entries (10-20% faster to
    /// fill than an empty table). The hints are clamped to `0...maximumPresize`: Lua
    /// raises "table overflow" for a hash part above 2^30, which must not happen in
    /// Swift, and a hint is only a hint. [-0, +1]
    @inlinable public func createTable(narr: Int32, nrec: Int32) {
        lua_createtable(L, min(max(narr, 0), LuaState.maximumPresize), min(max(nrec, 0), LuaState.maximumPresize))
    }

    /// The largest size hint `createTable` passes on.
    @usableFromInline static let maximumPresize: Int32 = 1 << 20

    @inlinable public func push(number: Double) { lua_pushnumber(L, number) }
    @inlinable public func push(integer: Int64) { lua_pushinteger(L, lua_Integer(integer)) }
    @inlinable public func push(bool: Bool) { lua_pushboolean(L, bool ? 1 : 0) }
    @inlinable public func pushNil() { lua_pushnil(L) }

    /// [-0, +1]
    @inlinable public func push(string: String) {
        var string = string
        string.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    /// Pushes the referenced value; returns its type. [-0, +1]
    @discardableResult
    @inlinable public func push(_ ref: LuaRef) -> LuaType {
        LuaType(rawValue: lh_getref(L, ref.id)) ?? .none
    }

    /// The line where the referenced Lua function is defined, nil for anything else:
    /// where to point at a function that failed after it returned. [-0, +0]
    public func definitionLine(of ref: LuaRef) -> Int? {
        push(ref)
        let line = lh_linedefined(L)
        return line > 0 ? Int(line) : nil
    }

    /// Pushes an interned key string. [-0, +1]
    @inlinable public func push(_ key: LuaKey) { lh_getref(L, key.ref) }

    // MARK: Registry references and globals

    /// Pops the top value into the registry. [-1, +0]
    @inlinable public func popRef() -> LuaRef { LuaRef(id: lh_ref(L)) }

    /// Lets the referenced value be collected.
    @inlinable public func release(_ ref: LuaRef) { lh_unref(L, ref.id) }

    /// An interned key: the string is kept in the registry and pushed by reference.
    public func intern(_ name: String) -> LuaKey {
        if let key = internedKeys[name] { return key }
        push(string: name)
        let key = LuaKey(ref: lh_ref(L), name: name)
        internedKeys[name] = key
        return key
    }

    /// Pushes a global, read raw. [-0, +1]
    @discardableResult
    public func pushGlobal(_ name: String) -> LuaType {
        LuaType(rawValue: lh_rawgetglobal(L, name)) ?? .none
    }

    /// Pops a value into a global, set raw. [-1, +0]
    public func setGlobal(_ name: String) { lh_rawsetglobal(L, name) }

    /// A reference to a global, or nil if it is nil. [-0, +0]
    public func globalRef(_ name: String) -> LuaRef? {
        if pushGlobal(name) == .nil {
            pop(1)
            return nil
        }
        return popRef()
    }

    // MARK: Raw table access (never runs metamethods)

    /// Pops the value on top into `t[i]`; `table` is counted with the value pushed,
    /// as in `lua_rawseti` (usually -2). [-1, +0]
    @inlinable public func rawSet(index i: Int64, in table: Int32) {
        lua_rawseti(L, table, lua_Integer(i))
    }

    /// `t[i] = number` for the table at `table`. [-0, +0]
    @inlinable public func rawSetIndex(_ table: Int32, _ i: Int64, number: Double) {
        let t = lua_absindex(L, table)
        lua_pushnumber(L, number)
        lua_rawseti(L, t, lua_Integer(i))
    }

    /// `t[i] = integer` for the table at `table`. [-0, +0]
    @inlinable public func rawSetIndex(_ table: Int32, _ i: Int64, integer: Int64) {
        let t = lua_absindex(L, table)
        lua_pushinteger(L, lua_Integer(integer))
        lua_rawseti(L, t, lua_Integer(i))
    }

    /// Pops the value on top into `t[key]`; `table` is counted with the value
    /// pushed (usually -2). [-1, +0]
    @inlinable public func rawSet(field key: LuaKey, in table: Int32) {
        let t = lua_absindex(L, table)
        lh_getref(L, key.ref)
        lua_rotate(L, -2, 1)
        lua_rawset(L, t)
    }

    /// Pops a key and then a value, pushed in that order, into the table at `table`
    /// (counted with both pushed, usually -3). A nil or NaN key, which Lua would refuse
    /// with an error, drops the pair. [-2, +0]
    @inlinable public func rawSetPair(in table: Int32) {
        let t = lua_absindex(L, table)
        guard isValidKey(at: -2) else { return pop(2) }
        lua_rawset(L, t)
    }

    /// Whether the value at `index` may be a table key (not nil, not NaN).
    @inlinable public func isValidKey(at index: Int32) -> Bool {
        switch lua_type(L, index) {
        case LUA_TNIL, LUA_TNONE: return false
        case LUA_TNUMBER: return lua_isinteger(L, index) != 0 || !lua_tonumberx(L, index, nil).isNaN
        default: return true
        }
    }

    /// `t[key] = number`. [-0, +0]
    @inlinable public func rawSetField(_ table: Int32, _ key: LuaKey, number: Double) {
        let t = lua_absindex(L, table)
        lh_getref(L, key.ref)
        lua_pushnumber(L, number)
        lua_rawset(L, t)
    }

    /// `t[key] = integer`. [-0, +0]
    @inlinable public func rawSetField(_ table: Int32, _ key: LuaKey, integer: Int64) {
        let t = lua_absindex(L, table)
        lh_getref(L, key.ref)
        lua_pushinteger(L, lua_Integer(integer))
        lua_rawset(L, t)
    }

    /// Pushes `t[i]`; returns its type. [-0, +1]
    @discardableResult
    @inlinable public func rawGet(index i: Int64, from table: Int32) -> LuaType {
        LuaType(rawValue: lua_rawgeti(L, table, lua_Integer(i))) ?? .none
    }

    /// Pushes `t[key]`; returns its type. [-0, +1]
    @discardableResult
    @inlinable public func rawGet(field key: LuaKey, from table: Int32) -> LuaType {
        let t = lua_absindex(L, table)
        lh_getref(L, key.ref)
        return LuaType(rawValue: lua_rawget(L, t)) ?? .none
    }

    /// The raw length (`#` without `__len`) of a table or string.
    @inlinable public func rawLength(at index: Int32) -> Int { Int(lua_rawlen(L, index)) }

    // MARK: Records

    /// Pushes the key/value pairs of the table at `index` (raw, in `next` order) and
    /// returns how many values it pushed (twice the pair count): a small record read
    /// without building a Swift table. `lua_next` runs in a protected C helper. [-0, +2n]
    /// - Throws: `LuaError` for a table of more than 256 pairs.
    public func pushPairs(ofTableAt index: Int32) throws(LuaError) -> Int32 {
        let base = top
        pushValue(at: index)
        let status = lh_protect(L, lh_flatpairs, 1, LUA_MULTRET)
        if status != LUA_OK { throw popError(status) }
        return top - base
    }

    // MARK: Bulk numbers

    /// `t[first + i] = values[i]` for the table at `table`, in one call into C; columns
    /// `i % stride` listed in `integerColumns` (bit mask) are stored as integers. [-0, +0]
    @inlinable public func writeNumbers(
        _ values: UnsafeBufferPointer<Double>, to table: Int32, from first: Int64, stride: Int32 = 1, integerColumns: UInt32 = 0
    ) {
        lh_writenumbers(L, table, lua_Integer(first), values.baseAddress, values.count, stride, integerColumns)
    }

    /// The first `i` where `t[first + i]` is no longer the number `values[i]` (the table at
    /// `table`), or nil when none changed: a list the host wrote, checked after Lua ran.
    /// One call into C. [-0, +0]
    @inlinable public func firstChangedNumber(in table: Int32, from first: Int64, comparing values: UnsafeBufferPointer<Double>) -> Int? {
        let i = lh_firstchanged(L, table, lua_Integer(first), values.baseAddress, values.count)
        return i < 0 ? nil : Int(i)
    }

    /// `values[i] = t[first + i]` for the table at `table`, NaN where an entry is not a
    /// number; returns how many were numbers. One call into C. [-0, +0]
    @inlinable @discardableResult
    public func readNumbers(from table: Int32, from first: Int64, into values: UnsafeMutableBufferPointer<Double>) -> Int {
        lh_readnumbers(L, table, lua_Integer(first), values.baseAddress, values.count)
    }

    // MARK: Read (no allocation except toString)

    /// The number at `index` (integers converted), or nil if it is not a number.
    /// Strings are not converted.
    @inlinable public func toNumber(at index: Int32) -> Double? {
        guard lua_type(L, index) == LUA_TNUMBER else { return nil }
        return lua_tonumberx(L, index, nil)
    }

    /// The integer at `index` (floats with an exact integer value converted), or nil.
    @inlinable public func toInteger(at index: Int32) -> Int64? {
        guard lua_type(L, index) == LUA_TNUMBER else { return nil }
        var isInteger: Int32 = 0
        let n = lua_tointegerx(L, index, &isInteger)
        return isInteger != 0 ? Int64(n) : nil
    }

    /// Lua truthiness of the value at `index`.
    @inlinable public func toBool(at index: Int32) -> Bool { lua_toboolean(L, index) != 0 }

    /// The string at `index`, or nil if it is not a string (numbers are not
    /// converted, so the stack is never changed). Allocates a Swift String.
    @inlinable public func toString(at index: Int32) -> String? {
        var length = 0
        guard let p = lh_tostring_strict(L, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: p, count: length), as: UTF8.self)
    }

    /// Calls `body` with the bytes of the string at `index` without copying them
    /// (nil if it is not a string), e.g. to compare against known names.
    @inlinable public func withStringBytes<T>(at index: Int32, _ body: (UnsafeRawBufferPointer?) -> T) -> T {
        var length = 0
        guard let p = lh_tostring_strict(L, index, &length) else { return body(nil) }
        return body(UnsafeRawBufferPointer(start: p, count: length))
    }

    /// `luaL_tolstring` of the value at `index` (numbers formatted as Lua does), run in
    /// protected mode: the conversion allocates. Metamethods are not expected here
    /// (strings and numbers), but a raise would be caught all the same.
    func protectedString(at index: Int32) throws(LuaError) -> String {
        let value = lua_absindex(L, index)
        guard ensureStack(3) else { throw LuaError.runtime("the Lua stack is full") }
        pushValue(at: value)
        let status = lh_protect(L, lh_tolstring, 1, 1)
        if status != LUA_OK { throw popError(status) }
        defer { pop(1) }
        return toString(at: -1) ?? ""
    }

    /// The value at `index` as `tostring` shows it (runs `__tostring`, so it goes
    /// through `call` with the current limits). Used for printing REPL results.
    public func toDisplayString(at index: Int32) throws(LuaError) -> String {
        let value = lua_absindex(L, index)
        lua_pushcclosure(L, lh_tolstring, 0)
        pushValue(at: value)
        try call(arguments: 1, results: 1)
        defer { pop(1) }
        return toString(at: -1) ?? ""
    }
}
