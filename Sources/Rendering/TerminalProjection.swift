import LayoutCore

/// Maps layout points to character cells: the rect fills `columns` across, and the
/// vertical scale is divided by the cell aspect (a terminal cell is about twice as tall
/// as it is wide), so squares in the layout look square on screen.
struct TerminalProjection {
    let area: Rect
    let columns: Int
    /// The rows drawn: `fullRows`, or fewer when the picture would pass `maximumCells`.
    let rows: Int
    /// The rows the area takes at this scale.
    let fullRows: Int
    /// Columns per point.
    let xScale: Double
    /// Rows per point.
    let yScale: Double

    /// The most cells a picture holds: a rect far taller than it is wide (a 0.001-point
    /// wide layout, a whole long layout) drew millions of rows; it took one scene's
    /// `show` to an 8 PB allocation. A terminal picture stops at this many cells.
    static let maximumCells = 1_000_000

    init(area: Rect, columns: Int, cellAspect: Double) {
        self.area = area
        self.columns = min(max(columns, 1), Self.maximumCells)
        xScale = Double(self.columns) / area.width
        yScale = xScale / cellAspect
        fullRows = max(Self.cell((area.height * yScale).rounded()), 1)
        rows = min(fullRows, max(Self.maximumCells / self.columns, 1))
    }

    /// A cell index from a position in cells. A frame far outside the drawn rect (a
    /// layout may hold positions up to 1e308) lands far off the canvas, never past what an
    /// Int holds: positions are clamped to ±2^40 cells, beyond any canvas, and a NaN
    /// lands on 0. Painters clip what they iterate to the canvas.
    static func cell(_ position: Double) -> Int {
        if position.isNaN { return 0 }
        return Int(Swift.min(Swift.max(position, -limit), limit))
    }

    /// Where positions are clamped, in cells.
    private static let limit = Double(1 << 40)

    /// The columns `minX..<maxX` covers, inclusive and unclipped; at least one column.
    func columns(_ frame: Rect) -> ClosedRange<Int> {
        span(frame.minX - area.minX, frame.maxX - area.minX, scale: xScale)
    }

    /// The rows `minY..<maxY` covers, inclusive and unclipped; at least one row.
    func rows(_ frame: Rect) -> ClosedRange<Int> {
        span(frame.minY - area.minY, frame.maxY - area.minY, scale: yScale)
    }

    /// The columns of a box (a cell, header or footer): as many as its width fills whole,
    /// from its rounded leading edge. Sizing boxes by their size, not by where their two
    /// edges round to, draws equal elements alike: every 44-pt row gets the same number of
    /// rows wherever it lies. Whole cells only (rounded down), so two boxes whose frames do
    /// not overlap never overlap on screen either: `round(a + d) - round(a) >= floor(d)`.
    func boxColumns(_ frame: Rect) -> ClosedRange<Int> {
        sized(frame.minX - area.minX, frame.width, scale: xScale)
    }

    /// The rows of a box, sized as `boxColumns`.
    func boxRows(_ frame: Rect) -> ClosedRange<Int> {
        sized(frame.minY - area.minY, frame.height, scale: yScale)
    }

    /// True when a line's frame is at least as wide as tall on screen: drawn with `─`.
    func isHorizontal(_ frame: Rect) -> Bool {
        frame.width * xScale >= frame.height * yScale
    }

    /// The row through a horizontal line's middle, and the column through a vertical one's.
    func row(at y: Double) -> Int { Self.cell(((y - area.minY) * yScale).rounded(.down)) }
    func column(at x: Double) -> Int { Self.cell(((x - area.minX) * xScale).rounded(.down)) }

    /// At least one cell: a box thinner than a cell is still drawn.
    private func sized(_ low: Double, _ length: Double, scale: Double) -> ClosedRange<Int> {
        let first = Self.cell((low * scale).rounded())
        let count = max(Self.cell((length * scale + Self.tolerance).rounded(.down)), 1)
        return first...(first + count - 1)
    }

    /// Absorbs floating-point error in `length * scale` (100 points at 0.2 columns a point
    /// is 20 columns, not 19.999999999999996).
    private static let tolerance = 1e-9

    /// Edges are rounded to the nearest cell boundary, so a 10-point gap between cells
    /// survives at the scales people use and neighbours never share a border.
    private func span(_ low: Double, _ high: Double, scale: Double) -> ClosedRange<Int> {
        let first = Self.cell((low * scale).rounded())
        let last = max(Self.cell((high * scale).rounded()) - 1, first)
        return first...last
    }
}
