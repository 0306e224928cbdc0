import LayoutCore

/// Typed reads of custom attribute values, for renderers that look up `cornerRadius`,
/// `shadow`, `offset` and friends without a `switch` at every use.
extension AttributeValue {
    /// The value when it is a number.
    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The value when it is a record.
    var record: [String: AttributeValue]? {
        if case .record(let fields) = self { return fields }
        return nil
    }

    /// A point from `{ x = .., y = .. }` or `{ .., .. }`.
    var point: Point? {
        switch self {
        case .record(let fields):
            guard let x = fields["x"]?.number, let y = fields["y"]?.number else { return nil }
            return Point(x: x, y: y)
        case .list(let items) where items.count == 2:
            guard let x = items[0].number, let y = items[1].number else { return nil }
            return Point(x: x, y: y)
        default: return nil
        }
    }
}
