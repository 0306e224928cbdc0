// Rules: docs/layout-rules.md, C1, C2, C7

/// One dimension of a compositional `layoutSize`, as `NSCollectionLayoutDimension`.
///
/// Fractional dimensions are relative to the *effective* container (its size minus its
/// insets) and are the only ones floored to the pixel grid (C1): `0.29 · 100` is
/// 28.999…, which floors to 28.5 at scale 2, so the product must be computed exactly as
/// UIKit does (`f * c`, then floor).
public enum LayoutDimension: Hashable, Sendable {
    /// A fixed length in points.
    case absolute(Double)
    /// A length the cell sizes itself: the estimate in the first pass (C2), the fitted
    /// size once the section has them (C34).
    case estimated(Double)
    /// iOS 17's `uniformAcrossSiblings(estimate:)`: estimated, and in a group of two or more
    /// items every such item takes the largest sibling's fitted length (C37).
    case uniformAcrossSiblings(Double)
    /// A fraction of the container's effective width.
    case fractionalWidth(Double)
    /// A fraction of the container's effective height.
    case fractionalHeight(Double)

    /// The number the dimension was declared with (points or a fraction).
    public var value: Double {
        switch self {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v), .fractionalWidth(let v),
            .fractionalHeight(let v):
            return v
        }
    }

    /// True for `.estimated`: its item's insets on this axis are ignored (C2a) and a group
    /// takes the extent of its subitems instead (C2b).
    public var isEstimated: Bool {
        switch self {
        case .estimated, .uniformAcrossSiblings: return true
        case .absolute, .fractionalWidth, .fractionalHeight: return false
        }
    }

    /// True for `.uniformAcrossSiblings` (C37).
    public var isUniformAcrossSiblings: Bool {
        if case .uniformAcrossSiblings = self { return true }
        return false
    }

    /// The length in a container of effective size `container` (C1).
    @inline(__always)
    func resolved(in container: Size, scale: Double) -> Double {
        switch self {
        case .absolute(let v), .estimated(let v), .uniformAcrossSiblings(let v): return v
        case .fractionalWidth(let f): return PixelRounding.floor(f * container.width, scale: scale)
        case .fractionalHeight(let f): return PixelRounding.floor(f * container.height, scale: scale)
        }
    }

    /// True when the length depends on the container's length along `axis`: a
    /// `fractionalWidth` along x, a `fractionalHeight` along y. Such subitems are the ones
    /// the spacing shrinks (C7).
    func dependsOnContainer(along axis: Axis) -> Bool {
        switch (self, axis) {
        case (.fractionalWidth, .horizontal), (.fractionalHeight, .vertical): return true
        default: return false
        }
    }
}
