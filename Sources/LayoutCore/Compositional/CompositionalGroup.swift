// Rules: docs/layout-rules.md, C4, C5

/// A row or column of subitems, as `NSCollectionLayoutGroup`.
///
/// A group resolves its `size` in its parent's content container, then lays its subitems out
/// along `axis` inside its own rect shrunk by `contentInsets` (C4). Quirk kept on purpose:
/// a group inset below 0.5 (negatives included) is a *fraction* of the group's size.
public struct CompositionalGroup: Hashable, Sendable {
    /// The axis subitems are arranged along (`.horizontal` for a row).
    public var axis: Axis
    public var size: LayoutSize
    public var subitems: Subitems
    public var interItemSpacing: LayoutSpacing
    public var contentInsets: EdgeInsets
    /// Space outside the group: as an item's when the group is nested (C40), the root
    /// group's own rule when it is a section's (C41).
    public var edgeSpacing: EdgeSpacing
    /// Badges anchored to the group's frame (C45, C46).
    public var supplementaryItems: [SupplementaryItem] = []

    public init(
        axis: Axis, size: LayoutSize, subitems: Subitems,
        interItemSpacing: LayoutSpacing = .fixed(0), contentInsets: EdgeInsets = .zero, edgeSpacing: EdgeSpacing = .none
    ) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
    }

    /// `horizontal(layoutSize:subitems:)`: a row filled by the fit loop (C5).
    public static func horizontal(
        _ size: LayoutSize, subitems: [CompositionalSubitem], interItemSpacing: LayoutSpacing = .fixed(0),
        contentInsets: EdgeInsets = .zero
    ) -> CompositionalGroup {
        CompositionalGroup(
            axis: .horizontal, size: size, subitems: .list(subitems), interItemSpacing: interItemSpacing,
            contentInsets: contentInsets)
    }

    /// `vertical(layoutSize:subitems:)`: a column filled by the fit loop (C5).
    public static func vertical(
        _ size: LayoutSize, subitems: [CompositionalSubitem], interItemSpacing: LayoutSpacing = .fixed(0),
        contentInsets: EdgeInsets = .zero
    ) -> CompositionalGroup {
        CompositionalGroup(
            axis: .vertical, size: size, subitems: .list(subitems), interItemSpacing: interItemSpacing,
            contentInsets: contentInsets)
    }
}
