// Rules: docs/layout-rules.md, R2, R4, R8

/// The properties of a `UICollectionViewFlowLayout`, with UIKit's defaults (R2).
public struct FlowLayoutConfiguration: Hashable, Sendable {
    /// Where section insets are measured from (R4).
    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    public var scrollDirection: ScrollDirection = .vertical
    public var itemSize = Size(width: 50, height: 50)
    public var minimumLineSpacing: Double = 10
    public var minimumInteritemSpacing: Double = 10
    public var sectionInset: EdgeInsets = .zero
    public var headerReferenceSize: Size = .zero
    public var footerReferenceSize: Size = .zero
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    public var sectionInsetReference: SectionInsetReference = .fromContentInset
    /// Reproduce iOS 10 instead of current UIKit: no equal-leftover exception (R8e).
    public var iOS10Behavior = false

    public init() {}
}
