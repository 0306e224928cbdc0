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
    /// `{ "number", min = 0, max = 1 }`: a number, integer or insets type whose values (each
    /// side, for insets) must lie in the range. Checked when `use` runs, so a bad value is
    /// named once, at the `use`, not as a bad frame in every section.
    indirect case bounded(OptionType, min: Double?, max: Double?)

    /// The type a default value implies.
    init(default value: LuaValue) {
        switch value {
        case .integer, .number: self = .number
        case .boolean: self = .boolean
        case .table: self = .table
        default: self = .string
        }
    }

    /// Parses `M.types` entries: a type name, a list of allowed strings, or a numeric type
    /// with a range (`{ "number", min = 0 }`, `{ "integer", min = 1, max = 12 }`,
    /// `{ "insets", min = 0 }`).
    init?(declaration: LuaValue) {
        if let list = declaration.table, !list.fields.isEmpty {
            guard list.array.count == 1, let base = OptionType(declaration: list.array[0]),
                [.number, .integer, .insets].contains(base)
            else { return nil }
            var bounds: [String: Double] = [:]
            for field in list.fields {
                guard let key = field.key.string, ["min", "max"].contains(key), let limit = field.value.number, !limit.isNaN else {
                    return nil
                }
                bounds[key] = limit
            }
            if let min = bounds["min"], let max = bounds["max"], min > max { return nil }
            self = .bounded(base, min: bounds["min"], max: bounds["max"])
            return
        }
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
        case .number:
            guard let number = value.number else { return "number expected, got \(value.typeName)" }
            return number.isFinite ? nil : "must be a finite number, got \(Self.shown(value))"
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
            if let number = value.number { return number.isFinite ? nil : "must be a finite number, got \(Self.shown(value))" }
            let sides = ["top", "left", "bottom", "right", "leading", "trailing"]
            if let t = value.table, let unknown = t.fields.compactMap(\.key.string).first(where: { !sides.contains($0) }) {
                return NearestName.unknownMessage("side", unknown, allowed: sides)
            }
            guard let t = value.table, t.array.isEmpty,
                t.fields.allSatisfy({
                    ["top", "left", "bottom", "right", "leading", "trailing"].contains($0.key.string ?? "") && $0.value.number != nil
                })
            else { return "insets expected: a number or { top =, left =, bottom =, right =, leading =, trailing = }" }
            for side in Self.sides(value) where !side.number.isFinite {
                return "\(side.name.map { "\($0) " } ?? "")must be a finite number, got \(Self.shown(.number(side.number)))"
            }
            return nil
        case .size:
            return Self.sizeMismatch(value)
        case .function:
            if case .function = value { return nil }
            return value.boolean == false ? nil : "a function (or false for none) expected, got \(value.typeName)"
        case .oneOf(let names):
            guard let s = value.string else { return "one of \(names.joined(separator: ", ")) expected, got \(value.typeName)" }
            return names.contains(s) ? nil : NearestName.unknownMessage("value", s, allowed: names)
        case .bounded(let base, let min, let max):
            if let problem = base.mismatch(value) { return problem }
            for side in Self.sides(value) {
                let what = side.name.map { "\($0) " } ?? ""
                if let min, side.number < min { return "\(what)must be ≥ \(Self.shown(.number(min))), got \(Self.shown(.number(side.number)))" }
                if let max, side.number > max { return "\(what)must be ≤ \(Self.shown(.number(max))), got \(Self.shown(.number(side.number)))" }
            }
            return nil
        }
    }

    /// The numbers of a number option (no name) or of an insets option (each side by name).
    private static func sides(_ value: LuaValue) -> [(name: String?, number: Double)] {
        if let number = value.number { return [(nil, number)] }
        guard let table = value.table else { return [] }
        return table.fields.compactMap { field in field.key.string.flatMap { key in field.value.number.map { (key, $0) } } }
    }

    /// A number as the scene wrote it: `-1`, `0.5`, `nan` (whatever its sign bit: that
    /// depends on the processor), `inf`, `-inf`.
    static func shown(_ value: LuaValue) -> String {
        if case .integer(let i) = value { return String(i) }
        guard let number = value.number else { return value.typeName }
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-inf" : "inf" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// Nil if `value` is a size (see `.size`), else what was expected and what is wrong.
    private static func sizeMismatch(_ value: LuaValue) -> String? {
        let expected = "a size expected: a number, { width, height } or { width =, height = } (or false for none)"
        func bad(_ side: String, _ v: LuaValue?) -> String? {
            guard let v else { return "\(expected); \(side) is missing" }
            guard let n = v.number else { return "\(expected); \(side) is a \(v.typeName)" }
            // Worded as a range's check words it (`{ "number", min = 0 }`), so one option
            // type's message reads like another's.
            let what = side.isEmpty ? "" : side + " "
            if !n.isFinite { return "\(what)must be a finite number, got \(Self.shown(.number(n)))" }
            return n >= 0 ? nil : "\(what)must be ≥ 0, got \(Self.shown(.number(n)))"
        }
        if value.boolean == false { return nil }
        if value.number != nil { return bad("", value) }
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
}
