// Rules: docs/layout-rules.md, R2, R4, R8

/// The properties of a `UICollectionViewFlowLayout`, with UIKit's defaults (R2).
public struct FlowLayoutConfiguration: Hashable, Sendable {
    /// Where section insets are measured from (R4).
    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        case fromContentInset, fromSafeArea, fromLayoutMargins
    }

    /// `estimatedItemSize`: how self-sizing cells are estimated (R18), nil when they are
    /// not (UIKit's `.zero`).
    public enum EstimatedItemSize: Hashable, Sendable {
        /// A fixed estimate.
        case size(Size)
        /// `UICollectionViewFlowLayout.automaticSize`: the mean of the sizes measured so
        /// far, 50×50 before any (R18b).
        case automatic

        /// The size every item has on the first pass, before any cell has been measured.
        public var firstPassSize: Size {
            switch self {
            case .size(let size): return size
            case .automatic: return Size(width: 50, height: 50)
            }
        }
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
    /// Self-sizing (R18): the sizes given (`itemSize`, `itemSizes`) are then the cells'
    /// fitted sizes, and every section takes the row path.
    public var estimatedItemSize: EstimatedItemSize? = nil

    public init() {}
}
