/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    /// The component along `axis`: width for `.horizontal`, height for `.vertical`.
    @inline(__always)
    public func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }
}
