// Rules: docs/layout-rules.md, C28, C31

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: anything but `.none` turns the
/// section's groups across the layout's scroll axis, inside a scroll view of their own
/// (C28); the paging cases say where that scroll view comes to rest (C30).
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    case none
    case continuous
    case continuousGroupLeadingBoundary
    case paging
    case groupPaging
    case groupPagingCentered

    /// UIKit's `scrollsOrthogonally`: every case but `.none`.
    public var scrollsOrthogonally: Bool { self != .none }

    /// True for the cases whose inner scroll view has `pagingEnabled` (UIKit's raw values
    /// 3, 4 and 5): a drag ends on the page next to where it ended, never further (C31).
    public var pagingEnabled: Bool {
        self == .paging || self == .groupPaging || self == .groupPagingCentered
    }
}
