import LayoutCore

/// How an element looks in a picture, read once from its custom attributes so the SVG and
/// terminal renderers agree: `color`, `cornerRadius`, `borderColor`, `borderWidth`,
/// `shadow`. Attributes of a wrong type are ignored (the plugin host validates them; a
/// picture should still come out when one slips through).
public struct DrawingStyle: Hashable, Sendable {
    public var fill: Color?
    public var cornerRadius: Double
    public var borderColor: Color?
    public var borderWidth: Double
    public var shadow: Shadow?
    /// A separator or any decoration thinner than `thinLimit`: drawn as a plain line.
    public var isLine: Bool

    /// Decorations at most this thick (points) are lines: hairlines and separators.
    public static let thinLimit = 2.0

    public init(_ element: LayoutAttributes) {
        let attributes = element.attributes
        fill = attributes["color"].flatMap(Color.init)
        cornerRadius = max(attributes["cornerRadius"]?.number ?? 0, 0)
        borderColor = attributes["borderColor"].flatMap(Color.init)
        borderWidth = max(attributes["borderWidth"]?.number ?? (borderColor == nil ? 0 : 1), 0)
        if borderColor == nil, borderWidth > 0 { borderColor = .black }
        shadow = attributes["shadow"].flatMap(Shadow.init)
        isLine = element.category == .decoration && DrawingStyle.isLineShaped(element)
    }

    private static func isLineShaped(_ element: LayoutAttributes) -> Bool {
        let kind = element.kind?.lowercased() ?? ""
        return kind.contains("separator") || min(element.frame.width, element.frame.height) <= thinLimit
    }
}
