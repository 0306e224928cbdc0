// Rules: docs/layout-rules.md, R12 (a section's items frame: its cells' union, folded in item
// order) and R7 (the grid)

/// The union of a grid's cells folded in item order with `Rect.union`, bit for bit, in a few
/// steps per line instead of one per cell.
///
/// `Rect.union` rounds (its width is `max(maxX) - min(x)`, recomputed at every step), so the
/// fold depends on its order and no closed form matches it. But it works on each axis apart,
/// and a grid repeats its inputs: along the lines, every full line brings the same positions;
/// across them, every cell of a line the same one. A step that changes nothing changes nothing
/// again with the same inputs, so the fold stops repeating them there: after the first line
/// or two along (a fixed point), after a step or two within a line across. On a million cells
/// that was a sixth of `prepare-grid-1m`'s time: a chain of dependent steps, one per cell.
enum GridUnion {
    /// A span on one axis: a rectangle's origin and size there.
    struct Span {
        var start: Double
        var length: Double

        /// Equal in every bit (so 0.0 and -0.0 differ): the test that the fold has stopped
        /// changing must not miss a change.
        func isIdentical(to other: Span) -> Bool {
            start.bitPattern == other.start.bitPattern && length.bitPattern == other.length.bitPattern
        }
    }

    /// One step of `Rect.union` on one axis: `span` grown to cover `start ..< start + length`,
    /// with the same operations as `Rect.union`.
    @inline(__always)
    static func grow(_ span: Span, start: Double, length: Double) -> Span {
        let low = Swift.min(span.start, start)
        let high = Swift.max(span.start + span.length, start + length)
        return Span(start: low, length: high - low)
    }

    /// `grow` with the same cell `times` times, stopping at the first step that changes
    /// nothing.
    @inline(__always)
    static func grow(_ span: Span, start: Double, length: Double, times: Int) -> Span {
        var span = span
        for _ in 0..<Swift.max(times, 0) {
            let next = grow(span, start: start, length: length)
            if next.isIdentical(to: span) { break }
            span = next
        }
        return span
    }

    /// The fold along the lines of `count` cells of `length`, `perLine` to a line, the cell
    /// in column `c` starting at `alongs[c]`.
    static func along(_ alongs: UnsafeBufferPointer<Double>, length: Double, count: Int, perLine: Int) -> Span {
        var span = Span(start: alongs[0], length: length)
        for column in 1..<Swift.min(perLine, count) { span = grow(span, start: alongs[column], length: length) }
        let fullLines = count / perLine, rest = count % perLine
        var line = 1
        while line < fullLines {
            var next = span
            for column in 0..<perLine { next = grow(next, start: alongs[column], length: length) }
            // A fixed point: every further full line leaves the span as it is.
            if next.isIdentical(to: span) { break }
            span = next
            line += 1
        }
        // The last line, when it is partial and not the first.
        if rest > 0 && count > perLine {
            for column in 0..<rest { span = grow(span, start: alongs[column], length: length) }
        }
        return span
    }

    /// The fold across the lines as far as line `line` (which holds `cells` cells starting at
    /// `start`), given the fold of the lines before it (nil for the first line).
    @inline(__always)
    static func across(_ span: Span?, line start: Double, thickness: Double, cells: Int) -> Span {
        guard let span else {
            return grow(Span(start: start, length: thickness), start: start, length: thickness, times: cells - 1)
        }
        return grow(span, start: start, length: thickness, times: cells)
    }
}
