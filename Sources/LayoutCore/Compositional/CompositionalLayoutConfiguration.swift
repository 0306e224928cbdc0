// Rules: docs/layout-rules.md, C22-C24, C42

/// Layout-wide settings, as `UICollectionViewCompositionalLayoutConfiguration` (C22).
///
/// The per-section specs are not part of it: the caller resolves `section`, `sections` or a
/// `sectionProvider` into one `CompositionalSection?` per section index and passes them to
/// `CompositionalLayout.layout`.
public struct CompositionalLayoutConfiguration: Hashable, Sendable {
    public var scrollDirection: ScrollDirection
    /// Added only *between* non-empty sections (C24).
    public var interSectionSpacing: Double
    /// Global headers and footers (C23): index path `[k]`, section `IndexPath.layoutLevel`.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// What sections whose own reference is `.automatic` are inset from (C42): the safe
    /// area by default; `.automatic` here reads as `.none`.
    public var contentInsetsReference: ContentInsetsReference = .safeArea

    public init(
        scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }
}
