/// Insets in UIKit's order (top, left, bottom, right). Compositional layouts call the
/// horizontal edges leading and trailing; LuaLayout is left-to-right, so they are the same.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets()

    /// The inset at the start of `axis` (left for horizontal, top for vertical).
    @inline(__always)
    public func begin(_ axis: Axis) -> Double { axis == .horizontal ? left : top }

    /// The inset at the end of `axis` (right for horizontal, bottom for vertical).
    @inline(__always)
    public func end(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}
