/// Builds frames from axis-neutral coordinates, so the flow algorithms are written once
/// for both scroll directions ("along" a line and "across" lines, on the scroll axis).
struct AxisFrame {
    let direction: ScrollDirection

    @inline(__always)
    func rect(along: Double, across: Double, alongLength: Double, acrossLength: Double) -> Rect {
        direction == .vertical
            ? Rect(x: along, y: across, width: alongLength, height: acrossLength)
            : Rect(x: across, y: along, width: acrossLength, height: alongLength)
    }

    /// `al(size)`: the size along a line (width when vertical).
    @inline(__always)
    func along(_ size: Size) -> Double { direction == .vertical ? size.width : size.height }

    /// `ac(size)`: the size across lines (height when vertical).
    @inline(__always)
    func across(_ size: Size) -> Double { direction == .vertical ? size.height : size.width }
}
