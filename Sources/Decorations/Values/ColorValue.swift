import LuaRuntime

/// Colours as plugins and scenes write them: `#RRGGBB`, `#RRGGBBAA`, or `{ r, g, b, a }`
/// (also `{ r =, g =, b =, a = }`) with components in 0...1.
///
/// Every colour is normalised to upper-case `#RRGGBB` (opaque) or `#RRGGBBAA`, so equal
/// colours compare equal in attributes and JSON whatever way they were written.
public enum ColorValue {
    /// The normalised colour, or a reason it is not one.
    public static func normalize(_ value: LuaValue) -> Result<String, ColorError> {
        switch value {
        case .string(let text): return parseHex(text)
        case .table(let table): return fromComponents(table)
        default: return .failure(ColorError("expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or { r, g, b, a }), got \(value.typeName)"))
        }
    }

    static func parseHex(_ text: String) -> Result<String, ColorError> {
        let digits = text.utf8.dropFirst()
        guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
            digits.allSatisfy({ ("0"..."9").contains(Character(Unicode.Scalar($0))) || ("a"..."f").contains(Character(Unicode.Scalar($0)).lowercased()) })
        else {
            return .failure(ColorError("'\(text)' is not a colour: expected \"#RRGGBB\" or \"#RRGGBBAA\""))
        }
        var hex = String(text.dropFirst()).uppercased()
        if hex.count == 8 && hex.hasSuffix("FF") { hex.removeLast(2) }
        return .success("#" + hex)
    }

    static func fromComponents(_ table: LuaTable) -> Result<String, ColorError> {
        var components: [Double] = []
        if !table.array.isEmpty {
            guard (3...4).contains(table.array.count) else { return .failure(ColorError("a colour table needs 3 or 4 components, got \(table.array.count)")) }
            components = table.array.compactMap(\.number)
            guard components.count == table.array.count else { return .failure(ColorError("colour components must be numbers")) }
        } else {
            for name in ["r", "g", "b", "a"] {
                let v = table.fields.first { $0.key == .string(name) }?.value
                if name == "a", v == nil { continue }
                guard let n = v?.number else { return .failure(ColorError("a colour table needs numbers r, g and b (and optionally a)")) }
                components.append(n)
            }
        }
        if components.count == 3 { components.append(1) }
        guard components.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
            return .failure(ColorError("colour components must be between 0 and 1"))
        }
        let bytes = components.map { UInt8(($0 * 255).rounded()) }
        let hex = bytes.map { byte -> String in
            let s = String(byte, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return .success("#" + hex[0..<3].joined() + (bytes[3] == 255 ? "" : hex[3]))
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
