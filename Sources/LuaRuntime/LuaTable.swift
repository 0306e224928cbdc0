/// A Lua table copied into Swift: its array part and its other keys.
///
/// `array` holds the values at keys `1...n` for the longest run without a gap
/// (what `ipairs` sees). `fields` holds every other key in a deterministic order,
/// so output built from a table (errors, JSON, printed REPL values) never depends
/// on Lua's hash order: integer keys ascending, then float keys ascending, then
/// strings in byte order, then booleans, then anything else.
public struct LuaTable: Sendable, Equatable {
    /// One non-array key and its value.
    public struct Field: Sendable, Equatable {
        public var key: LuaValue
        public var value: LuaValue

        public init(key: LuaValue, value: LuaValue) {
            self.key = key
            self.value = value
        }
    }

    /// Values at Lua indices 1...n (Swift index 0 is Lua index 1).
    public var array: [LuaValue]
    /// All other keys, sorted by `LuaTable.precedes`.
    public private(set) var fields: [Field]

    public init(array: [LuaValue] = [], fields: [(LuaValue, LuaValue)] = []) {
        self.array = array
        self.fields = fields.map { Field(key: $0.0, value: $0.1) }
            .filter { $0.value != .nil }
        self.fields.sort { LuaTable.precedes($0.key, $1.key) }
    }

    public var isEmpty: Bool { array.isEmpty && fields.isEmpty }
    /// Number of keys (array part and fields).
    public var count: Int { array.count + fields.count }

    /// Every key in order: 1...n, then the fields' keys.
    public var keys: [LuaValue] {
        (0..<array.count).map { LuaValue.integer(Int64($0 + 1)) } + fields.map(\.key)
    }

    /// The value for a string key, or nil when absent.
    public subscript(key: String) -> LuaValue? {
        fields.first { $0.key == .string(key) }?.value
    }

    /// The value for any key, or nil when absent (integer keys look in `array` first).
    public subscript(key: LuaValue) -> LuaValue? {
        if let i = key.integer, i >= 1, i <= array.count { return array[Int(i - 1)] }
        let normal = LuaTable.normalized(key)
        return fields.first { $0.key == normal }?.value
    }

    /// Sets a field or array element (nil removes a field); keeps the order.
    public mutating func set(_ key: LuaValue, _ value: LuaValue) {
        let key = LuaTable.normalized(key)
        if let i = key.integer, i >= 1, i <= array.count, case .integer = key {
            array[Int(i - 1)] = value
            return
        }
        fields.removeAll { $0.key == key }
        if value != .nil {
            fields.append(Field(key: key, value: value))
            fields.sort { LuaTable.precedes($0.key, $1.key) }
        }
    }

    /// Lua normalizes float keys with an integer value to integers (`t[1.0]` is `t[1]`).
    static func normalized(_ key: LuaValue) -> LuaValue {
        if case .number(let d) = key, let i = LuaValue.exactInteger(d) { return .integer(i) }
        return key
    }

    /// The deterministic key order described on the type.
    public static func precedes(_ a: LuaValue, _ b: LuaValue) -> Bool {
        let (ra, rb) = (rank(a), rank(b))
        if ra != rb { return ra < rb }
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return x < y
        case (.number(let x), .number(let y)): return x < y
        case (.string(let x), .string(let y)): return x.utf8.lexicographicallyPrecedes(y.utf8)
        case (.boolean(let x), .boolean(let y)): return !x && y
        default: return false
        }
    }

    private static func rank(_ v: LuaValue) -> Int {
        switch v {
        case .integer: 0
        case .number: 1
        case .string: 2
        case .boolean: 3
        default: 4
        }
    }
}
