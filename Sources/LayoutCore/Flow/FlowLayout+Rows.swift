// Rules: docs/layout-rules.md, R8, R9

extension FlowLayout {
    /// A line as the greedy breaker closed it (R8).
    struct BrokenLine {
        var items: Range<Int>
        /// Justified when complete, left-aligned when not (only the last line can be).
        var isComplete: Bool
    }

    /// R8b-e: break items into lines greedily, accepting an exact fit.
    ///
    /// The current line starts empty, so a first item longer than the line closes an empty
    /// line in front of it (R8c), as UIKit does.
    static func breakLines(
        sizes: [Size], available A: Double, spacing gW: Double, axes: AxisMapping, iOS10: Bool
    ) -> [BrokenLine] {
        var lines: [BrokenLine] = []
        var start = 0
        var remaining = A, previousRemaining = A
        var allSingle = true
        for (i, size) in sizes.enumerated() {
            let a = axes.length(of: size)
            if a > remaining {
                lines.append(BrokenLine(items: start..<i, isComplete: true))
                allSingle = allSingle && (i - start == 1)
                previousRemaining = remaining
                remaining = A - (a + gW)
                start = i
            } else {
                remaining = remaining - (a + gW)
            }
        }
        let last = start..<sizes.count
        var lastComplete = allSingle && last.count == 1
        if !iOS10 && lines.count + 1 >= 2 && remaining == previousRemaining { lastComplete = true }
        lines.append(BrokenLine(items: last, isComplete: lastComplete))
        return lines
    }

    /// R8-R9: the row path, for sections whose items differ in size. Origins are
    /// pixel-rounded (R12) as each frame is made; a smaller item centred in its line may then
    /// reach out of the line's band by up to half a pixel, which the overhang records.
    static func placeRows(
        sizes: [Size], metrics m: FlowSectionMetrics, dimension D: Double, origin: Double,
        scale: Double, axes: AxisMapping, iOS10: Bool, frames store: FrameStore? = nil
    ) -> FlowSectionPlacement {
        // R8a: UIKit swaps the two spacings for horizontal row-path sections.
        let vertical = axes.axis == .horizontal  // lines run along x when scrolling vertically
        let gW = vertical ? m.interitemSpacing : m.lineSpacing
        let gB = vertical ? m.lineSpacing : m.interitemSpacing
        let A = D - (m.beginAlong + m.endAlong)
        let broken = breakLines(sizes: sizes, available: A, spacing: gW, axes: axes, iOS10: iOS10)

        // Lines take the items in order, so frame i is written at i.
        let frames = FrameRun(count: sizes.count, in: store)
        var lines: [LineLayout] = []
        lines.reserveCapacity(broken.count)
        let scrollAxis = axes.axis.cross
        var overhang = 0.0
        var inOrder = true
        var union: Rect?
        var cur = m.beginAcross + m.headerLength
        for line in broken {
            let crossLength = line.items.reduce(0.0) { Swift.max($0, axes.thickness(of: sizes[$1])) }
            let (lead, gap) = lineLeadAndGap(
                line, sizes: sizes, metrics: m, dimension: D, available: A, spacing: gW, axes: axes)
            let lineOrigin = origin + cur
            let band = axes.rect(
                along: 0, across: PixelRounding.round(lineOrigin, scale: scale), length: D, thickness: crossLength)
            let bandStart = band.min(along: scrollAxis), bandEnd = band.max(along: scrollAxis)
            var along = lead
            for i in line.items {
                let size = sizes[i]
                let offset = crossLength * 0.5 - axes.thickness(of: size) * 0.5
                let frame = rounded(
                    axes.rect(
                        along: along, across: lineOrigin + offset,
                        length: axes.length(of: size), thickness: axes.thickness(of: size)), scale)
                overhang = Swift.max(overhang, bandStart - frame.min(along: scrollAxis), frame.max(along: scrollAxis) - bandEnd)
                frames.buffer.initializeElement(at: i, to: frame)
                union = union.map { $0.union(frame) } ?? frame
                along = (along + gap) + axes.length(of: size)
            }
            if let previous = lines.last?.frame {
                inOrder = inOrder && bandStart >= previous.min(along: scrollAxis) && bandEnd >= previous.max(along: scrollAxis)
            }
            lines.append(LineLayout(frame: band, items: line.items))
            cur = (cur + gB) + crossLength
        }
        let end = cur - gB
        return FlowSectionPlacement(
            itemFrames: frames.frames, itemsFrame: union, lines: lines, lineOverhang: overhang, linesInOrder: inOrder,
            footerPosition: end + m.endAcross)
    }

    /// R9: a complete line is justified (one item centred when it fits), the incomplete
    /// last line is left-aligned with the minimum spacing.
    static func lineLeadAndGap(
        _ line: BrokenLine, sizes: [Size], metrics m: FlowSectionMetrics, dimension D: Double,
        available A: Double, spacing gW: Double, axes: AxisMapping
    ) -> (lead: Double, gap: Double) {
        guard line.isComplete else { return (m.beginAlong, gW) }
        let S = line.items.reduce(0.0) { $0 + axes.length(of: sizes[$1]) }
        let count = line.items.count
        if count >= 2 {
            return (m.beginAlong, (D - S - m.beginAlong - m.endAlong) / Double(count - 1))
        }
        return (A >= S ? m.beginAlong + (A - S) * 0.5 : m.beginAlong, 0)
    }
}
