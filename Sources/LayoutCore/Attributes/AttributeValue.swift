/// A custom attribute value that a plugin sets on an element (`color`, `cornerRadius`,
/// `shadow`, ...). Custom attributes take part in equality, so a change of colour alone is
/// a change of the element (a lesson from libraries whose attributes forgot `isEqual`).
public enum AttributeValue: Hashable, Sendable {
    case bool(Bool)
    case number(Double)
    case string(String)
    case list([AttributeValue])
    case record([String: AttributeValue])
}

extension AttributeValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .bool(let b): return String(b)
        case .number(let n): return String(n)
        case .string(let s): return "\"\(s)\""
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .record(let fields):
            let body = fields.keys.sorted().map { "\($0) = \(fields[$0]!.description)" }
            return "{ " + body.joined(separator: ", ") + " }"
        }
    }
}
