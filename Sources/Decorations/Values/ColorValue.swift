import LayoutCore
import LuaRuntime

/// Colours as plugins and scenes write them: `#RRGGBB`, `#RRGGBBAA`, or `{ r, g, b, a }`
/// (also `{ r =, g =, b =, a = }`) with components in 0...1.
///
/// Every colour is normalised to upper-case `#RRGGBB` (opaque) or `#RRGGBBAA`, so equal
/// colours compare equal in attributes and JSON whatever way they were written.
public enum ColorValue {
    /// The normalised colour, or a reason it is not one. The reading is LayoutCore's one
    /// colour parser (`Color.parse`); this only turns the Lua value into the attribute
    /// value it reads.
    public static func normalize(_ value: LuaValue) -> Result<String, ColorError> {
        let attribute: AttributeValue
        switch value {
        case .string(let text): attribute = .string(text)
        case .table(let table): attribute = components(table)
        default: return .failure(ColorError("expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or { r, g, b, a }), got \(value.typeName)"))
        }
        return Color.parse(attribute).map(\.hex).mapError { ColorError($0.description) }
    }

    /// `{ r, g, b, a }` as a list, `{ r =, g =, b =, a = }` as a record (the list part wins
    /// when a table has both); a component that is not a number stays one the parser refuses.
    private static func components(_ table: LuaTable) -> AttributeValue {
        func number(_ value: LuaValue) -> AttributeValue { value.number.map(AttributeValue.number) ?? .string(value.typeName) }
        if !table.array.isEmpty { return .list(table.array.map(number)) }
        var fields: [String: AttributeValue] = [:]
        for field in table.fields {
            if case .string(let name) = field.key { fields[name] = number(field.value) }
        }
        return .record(fields)
    }

    /// True for attribute names that hold colours (`color`, `borderColor`, ...).
    public static func isColorKey(_ key: String) -> Bool {
        key == "color" || key.hasSuffix("Color")
    }
}

public struct ColorError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
