import CLuaShim

/// How `LuaState.value(at:)` copies values into Swift.
public struct LuaReadOptions: Sendable, Equatable {
    /// Tables nested deeper than this are an error (or `.other("<too deep>")`).
    public var maxDepth: Int
    /// Functions become `.function(LuaRef)` (kept alive in the registry until
    /// released) when true, `.other("function")` when false (REPL printing).
    public var referenceFunctions: Bool
    /// A table that contains itself is an error when true; `.other("<cycle>")` when
    /// false.
    public var failOnCycles: Bool
    /// A string that is not valid UTF-8 becomes `.bytes`, byte for byte, when true (what is
    /// compared as Lua compares it: identifiers); `.string` with U+FFFD when false.
    public var keepsBytes: Bool

    public init(maxDepth: Int = 32, referenceFunctions: Bool = true, failOnCycles: Bool = true, keepsBytes: Bool = false) {
        self.maxDepth = maxDepth
        self.referenceFunctions = referenceFunctions
        self.failOnCycles = failOnCycles
        self.keepsBytes = keepsBytes
    }
}

extension LuaState {
    // MARK: Reading (cold path)

    /// Copies the value at `index` into Swift. [-0, +0]
    ///
    /// Tables are read with raw access (`lua_next` runs in a protected C helper), so
    /// no metamethod or other Lua code runs. Integer keys `1...n` go to the array part.
    /// - Throws: `LuaError` for a cycle or a table nested deeper than
    ///   `options.maxDepth` (unless the options say to mark them instead).
    ///   Also for a value whose copy would be far larger than the state itself (see
    ///   `CopyBudget`).
    public func value(at index: Int32, options: LuaReadOptions = LuaReadOptions()) throws(LuaError) -> LuaValue {
        var budget = CopyBudget(stateBytes: memoryUsed)
        return try value(at: index, options: options, budget: &budget)
    }

    /// `value(at:options:)`, charging `budget`: several values read for one purpose (the
    /// fields of one record) share one.
    public func value(at index: Int32, options: LuaReadOptions = LuaReadOptions(), budget: inout CopyBudget) throws(LuaError) -> LuaValue {
        var path: [UnsafeRawPointer] = []
        let saved = top
        defer { setTop(saved) }   // an error deep in a table leaves nothing behind
        return try readValue(lua_absindex(L, index), options, &path, &budget)
    }

    /// What a copy may cost. Lua shares strings and tables by reference, a copy does not:
    /// a table naming one 1 MB string 3,000 times is 1 MB in Lua and 3 GB copied, past
    /// every limit of the state (a hostile plugin's `out:kind("k", { label = t })` took the
    /// process to 2.9 GB). A copy may take eight times what the state holds (a Swift value
    /// costs a few times its Lua original), and at least 64 MiB; strings count their
    /// bytes, every table entry 32.
    public struct CopyBudget {
        private(set) var left: Int
        let limit: Int

        /// The budget of a copy out of a state holding `stateBytes` (`memoryUsed`).
        public init(stateBytes: Int) {
            limit = Swift.max(64 << 20, stateBytes.multipliedReportingOverflow(by: 8).overflow ? Int.max : stateBytes * 8)
            left = limit
        }

        /// What the copies charged so far took: their strings' bytes and 32 per table entry
        /// (the size of the host's work, `LuaState.chargeHostWork`).
        public var used: Int { limit - left }

        /// Takes `bytes` from what is left; throws once the copy would pass the limit.
        public mutating func charge(_ bytes: Int) throws(LuaError) {
            left -= bytes
            guard left >= 0 else {
                throw LuaError.runtime(
                    "the value is too large to copy into the host (over \(limit >> 20) MiB copied; does a table name the same strings or tables many times?)")
            }
        }
    }

    private func readValue(
        _ index: Int32, _ options: LuaReadOptions, _ path: inout [UnsafeRawPointer], _ budget: inout CopyBudget
    ) throws(LuaError) -> LuaValue {
        switch type(at: index) {
        case .none, .nil: return .nil
        case .boolean: return .boolean(toBool(at: index))
        case .number:
            if lua_isinteger(L, index) != 0 { return .integer(toInteger(at: index) ?? 0) }
            return .number(toNumber(at: index) ?? 0)
        case .string:
            try budget.charge(rawLength(at: index))
            if options.keepsBytes {
                let bytes = withStringBytes(at: index) { $0.map { Array($0) } ?? [] }
                return String(validating: bytes, as: UTF8.self).map(LuaValue.string) ?? .bytes(bytes)
            }
            return .string(toString(at: index) ?? "")
        case .table: return try readTable(index, options, &path, &budget)
        case .function:
            guard options.referenceFunctions else { return .other("function") }
            pushValue(at: index)
            return .function(popRef())
        case let other: return .other(other.name)
        }
    }

    private func readTable(
        _ index: Int32, _ options: LuaReadOptions, _ path: inout [UnsafeRawPointer], _ budget: inout CopyBudget
    ) throws(LuaError) -> LuaValue {
        guard let pointer = lua_topointer(L, index) else { return .other("table") }
        if path.contains(pointer) {
            if options.failOnCycles { throw LuaError.runtime("table contains itself (cycle)") }
            return .other("<cycle>")
        }
        if path.count >= options.maxDepth {
            if options.failOnCycles {
                throw LuaError.runtime("tables nested deeper than \(options.maxDepth) levels")
            }
            return .other("<too deep>")
        }
        guard ensureStack(4) else { throw LuaError.runtime("Lua stack overflow while reading a table") }
        path.append(pointer)
        defer { path.removeLast() }
        let pairs = try pushPairs(of: index)
        defer { pop(1) }
        return .table(try collect(pairs: pairs, options, &path, &budget))
    }

    /// Pushes `{k1, v1, k2, v2, ...}` for the table at `index`; returns its index.
    private func pushPairs(of index: Int32) throws(LuaError) -> Int32 {
        pushValue(at: index)
        let status = lh_protect(L, lh_tablepairs, 1, 1)
        if status != LUA_OK { throw popError(status) }
        return top
    }

    /// Reads the pairs array at `pairs` into a table: keys 1...n to the array part.
    private func collect(
        pairs: Int32, _ options: LuaReadOptions, _ path: inout [UnsafeRawPointer], _ budget: inout CopyBudget
    ) throws(LuaError) -> LuaTable {
        var integerKeyed: [Int64: LuaValue] = [:]
        var others: [(LuaValue, LuaValue)] = []
        let count = Int64(rawLength(at: pairs))
        try budget.charge(Int(count / 2) * 32)
        var i: Int64 = 1
        while i < count {
            _ = rawGet(index: i, from: pairs)
            _ = rawGet(index: i + 1, from: pairs)
            let key = try readValue(top - 1, options, &path, &budget)
            let value = try readValue(top, options, &path, &budget)
            pop(2)
            if case .integer(let k) = key { integerKeyed[k] = value } else { others.append((key, value)) }
            i += 2
        }
        var array: [LuaValue] = []
        while let v = integerKeyed.removeValue(forKey: Int64(array.count + 1)) { array.append(v) }
        others += integerKeyed.map { (LuaValue.integer($0.key), $0.value) }
        return LuaTable(array: array, fields: others)
    }

    // MARK: Pushing

    /// `nil`, NaN and undescribed values cannot be keys: `lua_rawset` would raise.
    static func isValidKey(_ key: LuaValue) -> Bool {
        switch key {
        case .nil, .other: false
        case .number(let d): !d.isNaN
        default: true
        }
    }

    /// Pushes a copy of `value` (tables are built fresh, presized, with raw sets). [-0, +1]
    public func push(_ value: LuaValue) {
        // A push without room would write past the stack; 3 slots per nesting level
        // fail only near LUAI_MAXSTACK (a million), which no value read from Lua reaches.
        precondition(ensureStack(3), "LuaState.push: the Lua stack is full")
        switch value {
        case .nil, .other: pushNil()
        case .boolean(let b): push(bool: b)
        case .integer(let i): push(integer: i)
        case .number(let d): push(number: d)
        case .string(let s): push(string: s)
        case .bytes(let b): b.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) } }
        case .function(let ref): _ = push(ref)
        case .table(let t): push(t)
        }
    }

    /// Pushes a fresh table with the contents of `table`. [-0, +1]
    public func push(_ table: LuaTable) {
        createTable(narr: Int32(clamping: table.array.count), nrec: Int32(clamping: table.fields.count))
        for (i, v) in table.array.enumerated() {
            push(v)
            rawSet(index: Int64(i + 1), in: -2)
        }
        for field in table.fields where LuaState.isValidKey(field.key) {
            push(field.key)
            // Checked on the stack too: a released function reference pushes nil, and
            // lua_rawset would raise "index is nil" into Swift.
            guard isValidKey(at: -1) else {
                pop(1)
                continue
            }
            push(field.value)
            lua_rawset(L, -3)
        }
    }
}
