// Rules: docs/layout-rules.md, C28

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`. Only `.none` is supported: the
/// others flip the section's axis into an inner scroll view (C28), which LuaLayout rejects
/// rather than half-implements.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered
}
