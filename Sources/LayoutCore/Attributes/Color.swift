/// A colour with straight (not premultiplied) alpha, components in 0...1.
///
/// Plugins give colours in the three forms docs/plugin-api.md allows: `"#RRGGBB"`, `"#RRGGBBAA"`,
/// and a record `{ r, g, b, a }` (or a list `{ r, g, b [, a] }`) in 0...1. This is the one
/// parser of them (`Color.parse`): the plugin host checks and normalises a plugin's colours
/// with it, and the SVG and terminal renderers read them with it, so a colour means the same
/// everywhere. It lives here, beside `AttributeValue`, because both need it and neither
/// depends on the other.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    // MARK: Lifecycle

    /// Components are clamped to 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); `nil` otherwise.
    public init?(hex: String) {
        guard case .success(let color) = Color.parse(hex: hex) else { return nil }
        self = color
    }

    /// Reads a colour attribute (`Color.parse`); `nil` for anything that is not a colour.
    public init?(_ value: AttributeValue) {
        guard case .success(let color) = Color.parse(value) else { return nil }
        self = color
    }

    /// Reads a colour attribute: a hex string, a record with `r`, `g`, `b` and optional `a`,
    /// or a list of three or four numbers, components finite and in 0...1.
    /// - Returns: the colour, or the reason the value is not one, in the words plugin
    ///   errors use (`'#12' is not a colour: expected "#RRGGBB" or "#RRGGBBAA"`).
    public static func parse(_ value: AttributeValue) -> Result<Color, ParseError> {
        let components: [Double]
        switch value {
        case .string(let text): return parse(hex: text)
        case .list(let items):
            guard (3...4).contains(items.count) else {
                return .failure(ParseError("a colour table needs 3 or 4 components, got \(items.count)"))
            }
            components = items.compactMap(\.component)
            guard components.count == items.count else { return .failure(ParseError("colour components must be numbers")) }
        case .record(let fields):
            guard let r = fields["r"]?.component, let g = fields["g"]?.component, let b = fields["b"]?.component,
                fields["a"].map({ $0.component != nil }) ?? true
            else { return .failure(ParseError("a colour table needs numbers r, g and b (and optionally a)")) }
            components = [r, g, b] + ((fields["a"]?.component).map { [$0] } ?? [])
        case .bool: return .failure(ParseError.notAColor(got: "boolean"))
        case .number: return .failure(ParseError.notAColor(got: "number"))
        }
        guard components.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }) else {
            return .failure(ParseError("colour components must be between 0 and 1"))
        }
        return .success(Color(red: components[0], green: components[1], blue: components[2], alpha: components.count == 4 ? components[3] : 1))
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`, hex digits in either case.
    public static func parse(hex text: String) -> Result<Color, ParseError> {
        let digits = Array(text.utf8)
        let failure = ParseError("'\(text)' is not a colour: expected \"#RRGGBB\" or \"#RRGGBBAA\"")
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return .failure(failure) }
        var bytes: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Color.hexDigit(digits[index]), let low = Color.hexDigit(digits[index + 1]) else {
                return .failure(failure)
            }
            bytes.append(Double(high * 16 + low) / 255)
            index += 2
        }
        return .success(Color(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1))
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)

    // MARK: Internal

    /// The colour without its alpha, as `#RRGGBB`; SVG takes alpha separately as an opacity.
    public var hexRGB: String {
        "#" + [red, green, blue].map { Color.hexByte(Color.byte($0)) }.joined()
    }

    /// `#RRGGBB` when opaque (alpha rounds to 255), `#RRGGBBAA` otherwise, upper case: the
    /// normal form of a colour in attributes and JSON, so equal colours compare equal
    /// whatever way they were written.
    public var hex: String {
        let alphaByte = Color.byte(alpha)
        return alphaByte < 255 ? hexRGB + Color.hexByte(alphaByte) : hexRGB
    }

    /// The 8-bit red, green and blue components.
    public var bytes: (red: UInt8, green: UInt8, blue: UInt8) {
        (Color.byte(red), Color.byte(green), Color.byte(blue))
    }

    /// This colour painted over an opaque `background` (source-over compositing): what the
    /// eye sees where a translucent decoration lies on the page.
    public func blended(over background: Color) -> Color {
        func mix(_ top: Double, _ bottom: Double) -> Double { top * alpha + bottom * (1 - alpha) }
        return Color(
            red: mix(red, background.red), green: mix(green, background.green),
            blue: mix(blue, background.blue), alpha: 1)
    }

    // MARK: Private

    private static func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }

    private static func byte(_ value: Double) -> UInt8 { UInt8((clamp(value) * 255).rounded()) }

    private static func hexByte(_ value: UInt8) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return value < 16 ? "0" + hex : hex
    }

    private static func hexDigit(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(c - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}

extension Color {
    /// Why a value is not a colour.
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String

        public init(_ description: String) { self.description = description }

        static func notAColor(got typeName: String) -> ParseError {
            ParseError("expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or { r, g, b, a }), got \(typeName)")
        }
    }
}

private extension AttributeValue {
    /// The value when it is a number (a colour component, checked for range afterwards).
    var component: Double? {
        if case .number(let value) = self { return value }
        return nil
    }
}
