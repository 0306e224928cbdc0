import LayoutCore

/// A drop shadow from a decoration's `shadow` attribute, in the terms of `CALayer`
/// (`shadowColor`, `shadowOffset`, `shadowRadius`, `shadowOpacity`) that iOS developers
/// already use for card-style backgrounds.
///
/// The record's keys: `color` (any `Color` form, default black), `offset` (`{ x, y }` or
/// `{ x, y }` as a list, default `(0, 0)`), `radius` or `blur` (default 3, as `CALayer`),
/// `opacity` (default 1; multiplied by the colour's own alpha).
public struct Shadow: Hashable, Sendable {
    public var color: Color
    public var offset: Point
    public var radius: Double
    public var opacity: Double

    public init(color: Color = .black, offset: Point = .zero, radius: Double = 3, opacity: Double = 1) {
        self.color = color
        self.offset = offset
        self.radius = radius
        self.opacity = opacity
    }

    /// Reads a `shadow` attribute; `nil` when it is not a record or a field has a wrong type.
    public init?(_ value: AttributeValue) {
        guard let fields = value.record else { return nil }
        self.init()
        if let color = fields["color"] {
            guard let parsed = Color(color) else { return nil }
            self.color = parsed
        }
        if let offset = fields["offset"] {
            guard let parsed = offset.point, parsed.x.isFinite, parsed.y.isFinite else { return nil }
            self.offset = parsed
        }
        if let radius = fields["radius"] ?? fields["blur"] {
            guard let parsed = radius.number, parsed.isFinite, parsed >= 0 else { return nil }
            self.radius = parsed
        }
        if let opacity = fields["opacity"] {
            guard let parsed = opacity.number, parsed.isFinite else { return nil }
            self.opacity = min(max(parsed, 0), 1)
        }
    }

    /// The opacity the shadow is drawn with: `opacity` times the colour's alpha.
    public var effectiveOpacity: Double { opacity * color.alpha }
}
