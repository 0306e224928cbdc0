// Rules: docs/layout-rules.md, C1, C2, C6, C14

/// The size of an item, group or supplementary, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }

    /// `fractionalWidth(1) × fractionalHeight(1)`: the exact container size, which C14
    /// treats specially for a partial last group.
    public static let fullContainer = LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1))

    /// The dimension along `axis` (width for `.horizontal`).
    public func dimension(along axis: Axis) -> LayoutDimension {
        axis == .horizontal ? width : height
    }

    /// A copy with the dimension along `axis` replaced (C6's count groups).
    public func replacing(_ axis: Axis, with dimension: LayoutDimension) -> LayoutSize {
        axis == .horizontal
            ? LayoutSize(width: dimension, height: height) : LayoutSize(width: width, height: dimension)
    }

    /// True when either dimension is estimated.
    public var hasEstimatedDimension: Bool { width.isEstimated || height.isEstimated }

    /// The size in a container of effective size `container` (C1, C2).
    @inline(__always)
    func resolved(in container: Size, scale: Double) -> Size {
        Size(width: width.resolved(in: container, scale: scale), height: height.resolved(in: container, scale: scale))
    }
}
