/// A supplementary view or a declared decoration item that a base layout placed:
/// a flow header or footer, a compositional boundary item or background.
public struct PlacedElement: Hashable, Sendable {
    public var category: ElementCategory
    public var kind: String
    /// The item part of the element's index path (0 for a flow header).
    public var item: Int
    public var frame: Rect
    public var zIndex: Int

    public init(category: ElementCategory = .supplementary, kind: String, item: Int = 0, frame: Rect, zIndex: Int) {
        self.category = category
        self.kind = kind
        self.item = item
        self.frame = frame
        self.zIndex = zIndex
    }

    /// True for a "header" or a "footer", the kinds a flow layout returns first (R14).
    var hasStandardKind: Bool { kind == "header" || kind == "footer" }

    /// The element's attributes in `section` (use `IndexPath.layoutLevel` for global items).
    public func attributes(section: Int) -> LayoutAttributes {
        LayoutAttributes(
            category: category, kind: kind, indexPath: IndexPath(section: section, item: item),
            frame: frame, zIndex: zIndex)
    }
}
