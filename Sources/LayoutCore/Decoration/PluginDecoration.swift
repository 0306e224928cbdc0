// Rules: docs/layout-rules.md, C32, R27

/// A plugin's decoration as a visible-items handler is given it (C32): its attributes, and
/// whether it belongs to its item, so scrolls with it in an orthogonal section (R27).
public struct PluginDecoration: Sendable {
    public var attributes: LayoutAttributes
    public var ownedByItem: Bool

    public init(attributes: LayoutAttributes, ownedByItem: Bool) {
        self.attributes = attributes
        self.ownedByItem = ownedByItem
    }
}
