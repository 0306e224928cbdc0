// Rules: docs/layout-rules.md, C3, C17, C18, C20, C23

/// A header, footer or other boundary view of a section or of the whole layout, as
/// `NSCollectionLayoutBoundarySupplementaryItem` (C17-C20, C23).
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The element kind (`header`, `footer`, …): the `kind` of the supplementary.
    public var kind: String
    public var size: LayoutSize
    public var alignment: BoundaryAlignment
    /// True (UIKit's default) when the item sits outside the section's content and
    /// lengthens the section (C18).
    public var extendsBoundary: Bool
    /// True when the item stays in the visible rect while its host (section, or the whole
    /// content for a layout-level item) is in view (C20).
    public var pinToVisibleBounds: Bool
    /// 1 by default; raised to at least 1 in a section with a background (C20); a pinned
    /// item keeps it.
    public var zIndex: Int
    /// Shrinks the item's frame after placement (C3, zero on estimated axes).
    public var contentInsets: EdgeInsets
    /// Added to the frame last (UIKit's `absoluteOffset`, C18).
    public var offset: Point

    public init(
        kind: String, size: LayoutSize, alignment: BoundaryAlignment, extendsBoundary: Bool = true,
        pinToVisibleBounds: Bool = false, zIndex: Int = 1, contentInsets: EdgeInsets = .zero,
        offset: Point = .zero
    ) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
        self.offset = offset
    }
}
