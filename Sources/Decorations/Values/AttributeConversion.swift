import LayoutCore
import LuaRuntime

/// Turns a plugin's custom attributes (Lua values) into `AttributeValue`s: numbers,
/// strings, booleans and tables of them; colours normalised (`ColorValue`).
public enum AttributeConversion {
    /// Keys of a decoration or style table that are not custom attributes.
    public static let reservedKeys: Set<String> = ["kind", "frame", "zIndex", "item", "section"]

    /// - Throws: `AttributeError` naming the attribute.
    public static func attributes(_ table: LuaTable, skipping reserved: Set<String> = reservedKeys) throws(AttributeError) -> [String: AttributeValue] {
        var result: [String: AttributeValue] = [:]
        if !table.array.isEmpty { throw AttributeError("attributes must be named (got \(table.array.count) positional values)") }
        for field in table.fields {
            guard let key = field.key.string else { throw AttributeError("attribute names must be strings, got a \(field.key.typeName)") }
            if reserved.contains(key) { continue }
            result[key] = try value(field.value, key: key)
        }
        return result
    }

    /// One attribute value.
    public static func value(_ value: LuaValue, key: String, depth: Int = 0) throws(AttributeError) -> AttributeValue {
        if ColorValue.isColorKey(key) {
            switch ColorValue.normalize(value) {
            case .success(let color): return .string(color)
            case .failure(let error): throw AttributeError("attribute '\(key)': \(error)")
            }
        }
        switch value {
        case .boolean(let b): return .bool(b)
        case .integer(let i): return .number(Double(i))
        case .number(let d):
            guard d.isFinite else { throw AttributeError("attribute '\(key)' must be a finite number (got \(d))") }
            return .number(d)
        case .string(let s): return .string(s)
        case .table(let table):
            guard depth < 8 else { throw AttributeError("attribute '\(key)' is nested too deeply") }
            if table.fields.isEmpty {
                var items: [AttributeValue] = []
                for entry in table.array { items.append(try self.value(entry, key: key, depth: depth + 1)) }
                return .list(items)
            }
            guard table.array.isEmpty else { throw AttributeError("attribute '\(key)' mixes a list and named fields") }
            var fields: [String: AttributeValue] = [:]
            for field in table.fields {
                guard let name = field.key.string else { throw AttributeError("attribute '\(key)' has a non-string key") }
                fields[name] = try self.value(field.value, key: name, depth: depth + 1)
            }
            return .record(fields)
        default:
            throw AttributeError("attribute '\(key)' cannot be a \(value.typeName) (numbers, strings, booleans and tables of them)")
        }
    }
}

public struct AttributeError: Error, Sendable, CustomStringConvertible {
    public var description: String
    init(_ description: String) { self.description = description }
}
