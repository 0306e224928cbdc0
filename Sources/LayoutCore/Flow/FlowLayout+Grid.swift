// Rules: docs/layout-rules.md, R7

extension FlowLayout {
    /// R7: the uniform path, taken when every item of the section has the same size.
    ///
    /// Every line reuses the same leading edge and gap, so the last, partial line sits on
    /// the grid's columns, left-aligned (R7c). An item wider than the section gets one per
    /// line, centred so that it overflows both sides equally (R7b).
    static func placeGrid(
        count: Int, itemSize: Size, metrics m: FlowSectionMetrics, dimension D: Double,
        origin: Double, axes: AxisMapping
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
        var frames = ContiguousArray<Rect>()
        frames.reserveCapacity(count)
        var lines: [(start: Double, length: Double, items: Range<Int>)] = []
        lines.reserveCapacity(lineCount)
        for row in 0..<lineCount {
            let across = origin + (firstLine + (t + gL) * Double(row))
            let items = row * perLine..<Swift.min((row + 1) * perLine, count)
            for k in items {
                let along = lead + (s + gap) * Double(k - row * perLine)
                frames.append(axes.rect(along: along, across: across, length: s, thickness: t))
            }
            lines.append((across, t, items))
        }

        let end = count > 0 ? firstLine + (t + gL) * Double(lineCount) - gL : firstLine
        return FlowSectionPlacement(itemFrames: frames, lines: lines, footerPosition: end + m.endAcross)
    }

    /// R7a: `n = max(floor((A + gI) / (s + gI)), 1)`. When items and spacing are both zero
    /// the quotient is not finite; every item then goes on one line.
    static func itemsPerLine(available A: Double, itemLength s: Double, spacing gI: Double, count: Int) -> Int {
        let n = ((A + gI) / (s + gI)).rounded(.down)
        guard n.isFinite, n < Double(1 << 40) else { return Swift.max(count, 1) }
        return Swift.max(Int(n), 1)
    }
}
