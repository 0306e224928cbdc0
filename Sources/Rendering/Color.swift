import LayoutCore

/// A colour with straight (not premultiplied) alpha, components in 0...1.
///
/// Plugins give colours in the three forms docs/plugin-api.md allows: `"#RRGGBB"`, `"#RRGGBBAA"`,
/// and a record `{ r, g, b, a }` (or a list `{ r, g, b [, a] }`) in 0...1. The SVG and
/// terminal renderers share this one parser so a colour means the same in both pictures.
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
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Color.hexDigit(digits[index]), let low = Color.hexDigit(digits[index + 1]) else {
                return nil
            }
            bytes.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// Reads a colour attribute: a hex string, a record with `r`, `g`, `b` and optional `a`,
    /// or a list of three or four numbers; `nil` for anything else.
    public init?(_ value: AttributeValue) {
        switch value {
        case .string(let text): self.init(hex: text)
        case .record(let fields):
            guard let r = fields["r"]?.number, let g = fields["g"]?.number, let b = fields["b"]?.number
            else { return nil }
            let a = fields["a"].map { $0.number } ?? 1
            guard let a else { return nil }
            self.init(checkedRed: r, green: g, blue: b, alpha: a)
        case .list(let items):
            let numbers = items.compactMap(\.number)
            guard numbers.count == items.count, numbers.count == 3 || numbers.count == 4 else { return nil }
            self.init(checkedRed: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers.count == 4 ? numbers[3] : 1)
        case .bool, .number: return nil
        }
    }

    private init?(checkedRed r: Double, green g: Double, blue b: Double, alpha a: Double) {
        guard [r, g, b, a].allSatisfy(\.isFinite) else { return nil }
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let black = Color(red: 0, green: 0, blue: 0)

    // MARK: Internal

    /// The colour without its alpha, as `#RRGGBB`; SVG takes alpha separately as an opacity.
    public var hexRGB: String {
        "#" + [red, green, blue].map { Color.hexByte(Color.byte($0)) }.joined()
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise: the form plugins write.
    public var hex: String {
        alpha < 1 ? hexRGB + Color.hexByte(Color.byte(alpha)) : hexRGB
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
