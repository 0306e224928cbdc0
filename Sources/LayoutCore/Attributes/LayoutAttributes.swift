/// The attributes of one element, as `UICollectionViewLayoutAttributes`: what it is, where
/// it is, what is drawn above what, and any custom attributes plugins gave it.
public struct LayoutAttributes: Hashable, Sendable {
    public var category: ElementCategory
    /// `nil` for cells; `header`/`footer` or a compositional boundary kind for
    /// supplementaries; the plugin's kind for decorations.
    public var kind: String?
    public var indexPath: IndexPath
    public var frame: Rect
    public var zIndex: Int
    /// Custom attributes; empty for plain elements.
    public var attributes: [String: AttributeValue]

    public init(
        category: ElementCategory, kind: String? = nil, indexPath: IndexPath, frame: Rect,
        zIndex: Int = 0, attributes: [String: AttributeValue] = [:]
    ) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.zIndex = zIndex
        self.attributes = attributes
    }

    /// The element's identity.
    public var key: ElementKey { ElementKey(category: category, kind: kind, indexPath: indexPath) }
}
