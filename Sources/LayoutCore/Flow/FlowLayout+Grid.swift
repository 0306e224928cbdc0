// Rules: docs/layout-rules.md, R7

extension FlowLayout {
    /// R7: the uniform path, taken when every item of the section has the same size.
    ///
    /// Every line reuses the same leading edge and gap, so the last, partial line sits on
    /// the grid's columns, left-aligned (R7c). An item wider than the section gets one per
    /// line, centred so that it overflows both sides equally (R7b).
    ///
    /// Every cell of a column shares its along position and every cell of a line its
    /// across position, so origins are pixel-rounded (R12) once per column and once per
    /// line; the cells then lie exactly in their lines' bands (no overhang).
    static func placeGrid(
        count: Int, itemSize: Size, metrics m: FlowSectionMetrics, dimension D: Double,
        origin: Double, scale: Double, axes: AxisMapping, frames store: FrameStore? = nil
    ) -> FlowSectionPlacement {
        let s = axes.length(of: itemSize), t = axes.thickness(of: itemSize)
        let gI = m.interitemSpacing, gL = m.lineSpacing
        let available = D - (m.beginAlong + m.endAlong)
        let perLine = itemsPerLine(available: available, itemLength: s, spacing: gI, count: count)

        let lead: Double, gap: Double
        if perLine >= 2 {
            gap = (D - m.beginAlong - m.endAlong - s * Double(perLine)) / Double(perLine - 1)
            lead = m.beginAlong
        } else {
            gap = 0
            lead = m.beginAlong + (D - s - m.beginAlong - m.endAlong) * 0.5
        }

        let lineCount = (count + perLine - 1) / perLine
        let firstLine = m.headerLength + m.beginAcross
        let columns = Swift.min(perLine, count)
        let cells = FrameRun(count: count, in: store)
        var lines: [LineLayout] = []
        // The items frame: the cells' union folded in item order (R12), axis by axis.
        var alongSpan: GridUnion.Span?, acrossSpan: GridUnion.Span?
        withUnsafeTemporaryAllocation(of: Double.self, capacity: columns) { alongs in
            for column in 0..<columns {
                alongs[column] = PixelRounding.round(lead + (s + gap) * Double(column), scale: scale)
            }
            // Frames and lines written in place, like the floor's loop: no capacity or
            // uniqueness check per cell or per line.
            lines = [LineLayout](unsafeUninitializedCapacity: lineCount) { bands, linesWritten in
                for row in 0..<lineCount {
                    let across = PixelRounding.round(origin + (firstLine + (t + gL) * Double(row)), scale: scale)
                    let items = row * perLine..<Swift.min((row + 1) * perLine, count)
                    acrossSpan = GridUnion.across(acrossSpan, line: across, thickness: t, cells: items.count)
                    for k in items {
                        cells.buffer.initializeElement(
                            at: k,
                            to: axes.rect(along: alongs[k - items.lowerBound], across: across, length: s, thickness: t))
                    }
                    bands.initializeElement(
                        at: row,
                        to: LineLayout(frame: axes.rect(along: 0, across: across, length: D, thickness: t), items: items))
                }
                linesWritten = lineCount
            }
            if count > 0 { alongSpan = GridUnion.along(UnsafeBufferPointer(alongs), length: s, count: count, perLine: perLine) }
        }

        let end = count > 0 ? firstLine + (t + gL) * Double(lineCount) - gL : firstLine
        var union: Rect?
        if let alongSpan, let acrossSpan {
            union = axes.rect(along: alongSpan.start, across: acrossSpan.start, length: alongSpan.length, thickness: acrossSpan.length)
        }
        return FlowSectionPlacement(
            itemFrames: cells.frames, itemsFrame: union, lines: lines, lineOverhang: 0,
            // Line starts grow by t + gL ≥ t per row, rounded by a monotonic rule; ends are
            // starts + t.
            linesInOrder: true, footerPosition: end + m.endAcross, uniformItemSize: itemSize)
    }

    /// R7a: `n = max(floor((A + gI) / (s + gI)), 1)`. When items and spacing are both zero
    /// the quotient is not a number, or infinite; every item then goes on one line. Insets
    /// wider than the view leave `A` negative, as far down as `-inf`: one item a line.
    static func itemsPerLine(available A: Double, itemLength s: Double, spacing gI: Double, count: Int) -> Int {
        let n = ((A + gI) / (s + gI)).rounded(.down)
        if n.isNaN || n >= Double(1 << 40) { return Swift.max(count, 1) }
        return n < 1 ? 1 : Int(n)
    }
}
