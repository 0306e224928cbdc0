/// Builds points, sizes and rects from components along and across one axis, so the section
/// and group code is written once for both directions (as AwesomeWM's `tile.lua` indexes
/// `wa[width]`). For a group the axis is the group axis G; for a section, the scroll axis A;
/// for a flow layout's lines, the axis items flow along (x when scrolling vertically).
struct AxisMapping {
    /// The axis "along" refers to.
    let axis: Axis

    /// The point `along` units down `axis` and `across` units across it.
    @inline(__always)
    func point(along: Double, across: Double) -> Point {
        axis == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    /// The size `length` long along `axis` and `thickness` across it.
    @inline(__always)
    func size(length: Double, thickness: Double) -> Size {
        axis == .horizontal ? Size(width: length, height: thickness) : Size(width: thickness, height: length)
    }

    /// The rect starting at `along`/`across`, `length` long and `thickness` thick.
    @inline(__always)
    func rect(along: Double, across: Double, length: Double, thickness: Double) -> Rect {
        axis == .horizontal
            ? Rect(x: along, y: across, width: length, height: thickness)
            : Rect(x: across, y: along, width: thickness, height: length)
    }

    /// The size's component along `axis` (UIKit's `al(size)` for a flow layout's lines).
    @inline(__always)
    func length(of size: Size) -> Double { size.length(along: axis) }

    /// The size's component across `axis` (`ac(size)`).
    @inline(__always)
    func thickness(of size: Size) -> Double { size.length(along: axis.cross) }

    /// `size` with its component along `axis` replaced by `length`.
    @inline(__always)
    func replacingLength(of size: Size, with length: Double) -> Size {
        axis == .horizontal ? Size(width: length, height: size.height) : Size(width: size.width, height: length)
    }
}
