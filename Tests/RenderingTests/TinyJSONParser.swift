/// A strict, tiny JSON parser (RFC 8259) for tests: it proves the writer's output is valid
/// JSON and reads numbers with `Double(String)`, which is exact, unlike Foundation's
/// `JSONSerialization` on Linux (it reads `0.30000000000000004` as `0.3000000000000001`).
enum TinyJSON: Equatable {
    case null, bool(Bool), number(Double), string(String), array([TinyJSON]), object([(String, TinyJSON)])

    static func == (a: TinyJSON, b: TinyJSON) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)): return x.map(\.0) == y.map(\.0) && x.map(\.1) == y.map(\.1)
        default: return false
        }
    }

    subscript(key: String) -> TinyJSON? {
        if case .object(let fields) = self { return fields.first { $0.0 == key }?.1 }
        return nil
    }

    /// Object keys in document order.
    var keys: [String] {
        if case .object(let fields) = self { return fields.map(\.0) }
        return []
    }

    var array: [TinyJSON]? { if case .array(let items) = self { return items } else { return nil } }
    var number: Double? { if case .number(let n) = self { return n } else { return nil } }
    var string: String? { if case .string(let s) = self { return s } else { return nil } }
}

struct TinyJSONParser {
    struct Failure: Error, CustomStringConvertible {
        let offset: Int
        let message: String
        var description: String { "JSON error at byte \(offset): \(message)" }
    }

    private let bytes: [UInt8]
    private var index = 0

    static func parse(_ text: String) throws -> TinyJSON {
        var parser = TinyJSONParser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.failure("trailing text") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ message: String) -> Failure { Failure(offset: index, message: message) }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let c = peek, c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws {
        for byte in literal.utf8 {
            guard peek == byte else { throw failure("expected \(literal)") }
            index += 1
        }
    }

    private mutating func value() throws -> TinyJSON {
        skipSpace()
        switch peek {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func object() throws -> TinyJSON {
        try expect("{")
        var fields: [(String, TinyJSON)] = []
        skipSpace()
        if peek == UInt8(ascii: "}") { index += 1; return .object(fields) }
        while true {
            skipSpace()
            let key = try string()
            skipSpace()
            try expect(":")
            fields.append((key, try value()))
            skipSpace()
            if peek == UInt8(ascii: "}") { index += 1; return .object(fields) }
            try expect(",")
        }
    }

    private mutating func array() throws -> TinyJSON {
        try expect("[")
        var items: [TinyJSON] = []
        skipSpace()
        if peek == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            items.append(try value())
            skipSpace()
            if peek == UInt8(ascii: "]") { index += 1; return .array(items) }
            try expect(",")
        }
    }

    /// The JSON number grammar: -? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?
    private mutating func number() throws -> Double {
        let start = index
        if peek == UInt8(ascii: "-") { index += 1 }
        if peek == UInt8(ascii: "0") { index += 1 } else { try digits() }
        if peek == UInt8(ascii: ".") { index += 1; try digits() }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            try digits()
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else { throw failure("bad number") }
        return value
    }

    private mutating func digits() throws {
        let start = index
        while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") { index += 1 }
        guard index > start else { throw failure("digit expected") }
    }

    private mutating func string() throws -> String {
        try expect("\"")
        var scalars = String.UnicodeScalarView()
        var raw: [UInt8] = []
        func flush() { scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars); raw = [] }
        while let c = peek {
            index += 1
            switch c {
            case UInt8(ascii: "\""): flush(); return String(scalars)
            case UInt8(ascii: "\\"): flush(); scalars.append(try escape())
            case 0..<0x20: throw failure("control character in string")
            default: raw.append(c)
            }
        }
        throw failure("unterminated string")
    }

    private mutating func escape() throws -> Unicode.Scalar {
        guard let c = peek else { throw failure("unterminated escape") }
        index += 1
        switch c {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
                  let scalar = Unicode.Scalar(code) else { throw failure("bad \\u escape") }
            index += 4
            return scalar
        default: throw failure("bad escape")
        }
    }
}
