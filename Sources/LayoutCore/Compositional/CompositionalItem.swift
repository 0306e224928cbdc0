// Rules: docs/layout-rules.md, C2-C4

/// A leaf of a group: one cell, as `NSCollectionLayoutItem`.
///
/// The item is allotted a rect of its resolved `size`; `contentInsets` then shrink its frame
/// without changing the allotted size or the spacing (C3). Insets are points, never
/// fractions (only group insets have C4's quirk), and are ignored on estimated axes (C2a).
public struct CompositionalItem: Hashable, Sendable {
    public var size: LayoutSize
    public var contentInsets: EdgeInsets
    /// Space outside the item, laid out before its insets (C40).
    public var edgeSpacing: EdgeSpacing
    /// Badges anchored to the item (C45, C46).
    public var supplementaryItems: [SupplementaryItem] = []

    public init(size: LayoutSize, contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }
}
