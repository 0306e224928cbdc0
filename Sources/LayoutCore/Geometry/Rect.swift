// Rules: docs/layout-rules.md, R14

/// A rectangle with its origin at the top left, in points.
///
/// Frames are stored as four `Double`s and compared exactly: LuaLayout reproduces UIKit's
/// own floating-point arithmetic, so two frames are equal only when every bit is.
public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width * 0.5 }
    public var midY: Double { y + height * 0.5 }

    /// True when the rectangles share some area or, for a zero-sized side, lie across each
    /// other. Rectangles that only touch along an edge do not intersect (R14).
    @inlinable @inline(__always)
    public func intersects(_ other: Rect) -> Bool {
        x < other.x + other.width && other.x < x + width
            && y < other.y + other.height && other.y < y + height
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        let maxX = Swift.max(self.maxX, other.maxX), maxY = Swift.max(self.maxY, other.maxY)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// True when `other` lies entirely inside this rectangle (edges included).
    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }

    /// The rectangle shrunk by `insets` (grown where an inset is negative), as
    /// `UIEdgeInsetsInsetRect` computes it.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left, y: y + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }

    /// The position of the leading edge along `axis`.
    @inlinable @inline(__always)
    public func min(along axis: Axis) -> Double { axis == .horizontal ? x : y }

    /// The position of the trailing edge along `axis`.
    @inlinable @inline(__always)
    public func max(along axis: Axis) -> Double { axis == .horizontal ? x + width : y + height }

    /// The length along `axis`.
    @inlinable @inline(__always)
    public func length(along axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// True when every component is a finite number.
    @inlinable
    public var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}

extension Rect: CustomStringConvertible {
    public var description: String { "(\(x), \(y), \(width), \(height))" }
}
