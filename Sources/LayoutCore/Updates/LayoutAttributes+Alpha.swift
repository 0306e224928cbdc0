/// `LayoutAttributes` has no alpha field; an element's alpha lives in its custom
/// attributes as `alpha` (a number, 1 when absent), as a plugin would set it. Kept in
/// the dictionary so that the attribute struct, its equality and every existing dump stay
/// as they are.
extension LayoutAttributes {
    /// The element's opacity, from the `alpha` custom attribute (1 when absent).
    public var alpha: Double {
        get {
            if case .number(let value)? = attributes["alpha"] { return value }
            return 1
        }
        set { attributes["alpha"] = .number(newValue) }
    }

    /// The same attributes with alpha `value`: UIKit's default initial attributes of an
    /// appearing element and final attributes of a disappearing one use 0.
    public func withAlpha(_ value: Double) -> LayoutAttributes {
        var copy = self
        copy.alpha = value
        return copy
    }
}
