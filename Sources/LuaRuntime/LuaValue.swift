/// A Lua value copied into Swift: the cold-path representation of scene arguments,
/// plugin modules and options.
///
/// Integers and floats stay apart (`3` and `3.0` are different in Lua 5.4 and in
/// the messages users read). Tables are copied recursively with raw access only, so
/// reading never runs Lua code. Functions become registry references that keep the
/// function alive until `LuaState.release(_:)` or until the state closes.
///
/// The hot path (per-section plugin calls) does not use `LuaValue`; it works on the
/// stack directly (see `LuaState+FastStack.swift`).
public enum LuaValue: Sendable, Equatable {
    case `nil`
    case boolean(Bool)
    case integer(Int64)
    case number(Double)
    case string(String)
    /// A string that is not valid UTF-8, byte for byte: only when read with
    /// `LuaReadOptions.keepsBytes` (identifiers); otherwise such a string is read as
    /// `.string`, its bad bytes decoded as U+FFFD.
    case bytes([UInt8])
    case table(LuaTable)
    /// A function, kept in the state's registry.
    case function(LuaRef)
    /// Anything else, described: `"userdata"`, `"thread"`, `"function"` (when read
    /// without references), `"<cycle>"` or `"<too deep>"` (when read leniently).
    case other(String)

    /// Lua's type name, for messages such as "table expected, got string".
    public var typeName: String {
        switch self {
        case .nil: "nil"
        case .boolean: "boolean"
        case .integer, .number: "number"
        case .string, .bytes: "string"
        case .table: "table"
        case .function: "function"
        case .other(let description): description
        }
    }

    /// The value as a Double, for integers and floats.
    public var number: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .number(let d): d
        default: nil
        }
    }

    /// The value as an integer: integers, and floats with an exact integer value
    /// (Lua's own rule for `3.0` where an integer is expected).
    public var integer: Int64? {
        switch self {
        case .integer(let i): i
        case .number(let d): LuaValue.exactInteger(d)
        default: nil
        }
    }

    /// The string, its bytes that are not valid UTF-8 decoded as U+FFFD.
    public var string: String? {
        switch self {
        case .string(let s): s
        case .bytes(let b): String(decoding: b, as: UTF8.self)
        default: nil
        }
    }

    public var boolean: Bool? {
        if case .boolean(let b) = self { return b }
        return nil
    }

    public var table: LuaTable? {
        if case .table(let t) = self { return t }
        return nil
    }

    /// `d` as an integer when it has an exact integer value. Written without
    /// `Int64(exactly:)`, which calls libm's `trunc`: LuaRuntime links no libm.
    static func exactInteger(_ d: Double) -> Int64? {
        guard d >= -9_223_372_036_854_775_808.0, d < 9_223_372_036_854_775_808.0 else { return nil }
        let i = Int64(d)
        return Double(i) == d ? i : nil
    }

    /// Lua truthiness: everything but `nil` and `false` is true.
    public var isTruthy: Bool {
        switch self {
        case .nil, .boolean(false): false
        default: true
        }
    }

    /// Field access for tables (`nil` for anything else or a missing key).
    public subscript(key: String) -> LuaValue {
        table?[key] ?? .nil
    }
}

/// A registry reference (`luaL_ref`) to a value in one `LuaState`: how Swift holds
/// on to Lua functions (plugin hooks) without looking them up per call.
public struct LuaRef: Sendable, Hashable {
    public let id: Int32

    public init(id: Int32) {
        self.id = id
    }
}

/// An interned string key (a registry reference to the string), so hot-path field
/// sets and gets push the key with one array read instead of hashing a Swift string.
public struct LuaKey: Sendable, Hashable {
    public let ref: Int32
    public let name: String
}

// MARK: Literals (tests and host code build values tersely)

extension LuaValue: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(nilLiteral: ()) { self = .nil }
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
    public init(integerLiteral value: Int64) { self = .integer(value) }
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: LuaValue...) { self = .table(LuaTable(array: elements)) }
    public init(dictionaryLiteral elements: (String, LuaValue)...) {
        self = .table(LuaTable(fields: elements.map { (LuaValue.string($0.0), $0.1) }))
    }
}
