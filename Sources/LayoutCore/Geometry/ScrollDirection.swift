/// The direction a collection view scrolls in, as UIKit's `UICollectionView.ScrollDirection`.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical
    case horizontal

    /// The axis content grows along (y when vertical).
    public var scrollAxis: Axis { self == .vertical ? .vertical : .horizontal }

    /// The axis items flow along inside a line (x when vertical).
    public var lineAxis: Axis { self == .vertical ? .horizontal : .vertical }
}
