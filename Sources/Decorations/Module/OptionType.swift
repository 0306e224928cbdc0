import LuaRuntime
import Suggestions

/// The type an option must have: declared in `M.types`, or taken from its default.
enum OptionType: Equatable {
    case number, integer, string, boolean, table
    case color, colors, selector, insets
    /// A width and a height: a number for both, `{ width, height }` or `{ width =, height = }`,
    /// each finite and at least 0; or `false` for none (the plugin then reads the layout's).
    case size
    /// A function of the scene (called across with plain values), or `false` for none.
    case function
    case oneOf([String])

    /// The type a default value implies.
    init(default value: LuaValue) {
        switch value {
        case .integer, .number: self = .number
        case .boolean: self = .boolean
        case .table: self = .table
        default: self = .string
        }
    }

    /// Parses `M.types` entries: a type name or a list of allowed strings.
    init?(declaration: LuaValue) {
        if let list = declaration.table, list.fields.isEmpty, !list.array.isEmpty {
            let names = list.array.compactMap(\.string)
            guard names.count == list.array.count else { return nil }
            self = .oneOf(names)
            return
        }
        switch declaration.string {
        case "number": self = .number
        case "integer": self = .integer
        case "string": self = .string
        case "boolean": self = .boolean
        case "table": self = .table
        case "color": self = .color
        case "colors": self = .colors
        case "selector": self = .selector
        case "insets": self = .insets
        case "size": self = .size
        case "function": self = .function
        default: return nil
        }
    }

    /// Nil if `value` has this type, else what was expected.
    func mismatch(_ value: LuaValue) -> String? {
        switch self {
        case .number: return value.number != nil ? nil : "number expected, got \(value.typeName)"
        case .integer:
            return value.integer != nil ? nil : value.number != nil ? "number has no integer representation" : "integer expected, got \(value.typeName)"
        case .string: return value.string != nil ? nil : "string expected, got \(value.typeName)"
        case .boolean: return value.boolean != nil ? nil : "boolean expected, got \(value.typeName)"
        case .table: return value.table != nil ? nil : "table expected, got \(value.typeName)"
        case .color:
            if case .failure(let e) = ColorValue.normalize(value) { return e.description }
            return nil
        case .colors:
            guard let list = value.table, list.fields.isEmpty, !list.array.isEmpty else {
                return "a list of colours expected, got \(value.typeName)"
            }
            for (i, entry) in list.array.enumerated() {
                if case .failure(let e) = ColorValue.normalize(entry) { return "colour \(i + 1): \(e)" }
            }
            return nil
        case .selector:
            switch value {
            case .function: return nil
            case .string(let text):
                if case .failure(let e) = SelectorParser.parse(text) { return e.description }
                return nil
            case .table(let t) where t.fields.isEmpty && t.array.allSatisfy({ $0.integer != nil }): return nil
            default: return "a selector (string, list of indices or function) expected, got \(value.typeName)"
            }
        case .insets:
            if value.number != nil { return nil }
            guard let t = value.table, t.array.isEmpty,
                t.fields.allSatisfy({
                    ["top", "left", "bottom", "right", "leading", "trailing"].contains($0.key.string ?? "") && $0.value.number != nil
                })
            else { return "insets expected: a number or { top =, left =, bottom =, right =, leading =, trailing = }" }
            return nil
        case .size:
            return Self.sizeMismatch(value)
        case .function:
            if case .function = value { return nil }
            return value.boolean == false ? nil : "a function (or false for none) expected, got \(value.typeName)"
        case .oneOf(let names):
            guard let s = value.string else { return "one of \(names.joined(separator: ", ")) expected, got \(value.typeName)" }
            return names.contains(s) ? nil : NearestName.unknownMessage("value", s, allowed: names)
        }
    }

    /// Nil if `value` is a size (see `.size`), else what was expected and what is wrong.
    private static func sizeMismatch(_ value: LuaValue) -> String? {
        let expected = "a size expected: a number, { width, height } or { width =, height = } (or false for none)"
        func bad(_ side: String, _ v: LuaValue?) -> String? {
            guard let v else { return "\(expected); \(side) is missing" }
            guard let n = v.number else { return "\(expected); \(side) is a \(v.typeName)" }
            return n.isFinite && n >= 0 ? nil : "\(side) must be a finite number ≥ 0, got \(Self.plain(n))"
        }
        if value.boolean == false { return nil }
        if value.number != nil { return bad("the size", value) }
        guard let t = value.table else { return "\(expected), got \(value.typeName)" }
        if t.fields.isEmpty {
            guard t.array.count == 2 else { return "\(expected); got a list of \(t.array.count)" }
            return bad("width", t.array[0]) ?? bad("height", t.array[1])
        }
        let keys = t.fields.compactMap { $0.key.string }
        guard t.array.isEmpty, keys.count == t.fields.count, keys.allSatisfy({ $0 == "width" || $0 == "height" }) else {
            let stray = keys.first { $0 != "width" && $0 != "height" }
            return stray.map { "\(expected); " + NearestName.unknownMessage("key", $0, allowed: ["width", "height"]) } ?? expected
        }
        let width = t.fields.first { $0.key.string == "width" }?.value
        let height = t.fields.first { $0.key.string == "height" }?.value
        return bad("width", width) ?? bad("height", height)
    }

    /// A number as a scene writes it: `-1`, not `-1.0`; `nan`, not `-nan`.
    private static func plain(_ n: Double) -> String {
        if n.isNaN { return "nan" }
        if n.isInfinite { return n < 0 ? "-inf" : "inf" }
        return n.rounded() == n && abs(n) < 1e15 ? String(Int64(n)) : String(n)
    }
}
