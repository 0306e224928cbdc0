// Rules: docs/layout-rules.md, C13, C15, C17, C20, C21, C28, C32, C42

/// One section's layout, as `NSCollectionLayoutSection`: a root group repeated along the
/// scroll axis (C13), its insets, boundary items and background decorations.
public struct CompositionalSection: Hashable, Sendable {
    /// The root group, repeated once per `per` items (C13).
    public var group: CompositionalGroup
    /// Directional insets: `left` is leading, `right` trailing (LTR only). Along the scroll
    /// axis they lie between the header and the first group (C15, C17).
    public var contentInsets: EdgeInsets
    /// The gap between repetitions of the root group (C13).
    public var interGroupSpacing: Double
    /// When true (UIKit's default) boundary items are inset on the cross axis by the
    /// section's insets (C17).
    public var supplementariesFollowContentInsets: Bool
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Background decorations (C21); any of them promotes the section's cells to zIndex 1.
    public var decorationItems: [DecorationItem]
    /// Anything but `.none` lays the groups out across the scroll axis (C28).
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Called with the section's visible items whenever the view scrolls (C32); its effects
    /// are answered by the queries (`VisibleItemsInvalidation`), its frames are not.
    public var visibleItemsInvalidationHandler: VisibleItemsHandlerRef?
    /// The sizes the section's self-sizing cells and boundary items reported (C34-C37); nil
    /// in the first pass, where every estimate stands (C2).
    public var fitted: FittedSizes?
    /// What the section's content is inset from across the scroll axis (C42): `.automatic`
    /// takes the layout configuration's.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// What its boundary items are inset from (C42): `.automatic` takes the section's
    /// resolved content reference. Anything else needs `supplementariesFollowContentInsets`
    /// off, as UIKit asserts.
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic

    public init(
        group: CompositionalGroup, contentInsets: EdgeInsets = .zero, interGroupSpacing: Double = 0,
        supplementariesFollowContentInsets: Bool = true,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], decorationItems: [DecorationItem] = [],
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
    }

    /// True when the section has a background, which raises cells and boundary items to
    /// zIndex ≥ 1 (C20, C21).
    public var hasBackground: Bool { !decorationItems.isEmpty }
}
