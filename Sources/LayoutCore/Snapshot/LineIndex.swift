/// The lines of every section in one flat index, for the binary search inside a section.
///
/// A section's lines are searched like `BandIndex` bands, over the running maximum of their
/// ends and the running minimum, from the back, of their starts. The bands are the lines'
/// own frames, read from the geometry, widened by the section's overhang: no per-line
/// extent is stored. In the usual section, whose line starts and ends both increase, the
/// running arrays would equal the frames themselves, so the search reads the frames and
/// nothing is stored; only the other sections' running values are kept, in one flat pair of
/// arrays (nothing is allocated per section).
struct LineIndex: Sendable {
    private var endPrefixMax: ContiguousArray<Double> = []
    private var startSuffixMin: ContiguousArray<Double> = []
    /// Where section `s`'s running values start in the two arrays, or -1 when its lines are
    /// in order and searched directly.
    private var firstValue: ContiguousArray<Int> = []
    /// How much the query range widens for section `s` (0 when its items lie in their lines).
    private var pads: ContiguousArray<Double> = []
    let axis: Axis

    /// An empty index, to which sections are added in order (`add`).
    init(axis: Axis, capacity: Int) {
        self.axis = axis
        firstValue.reserveCapacity(capacity)
        pads.reserveCapacity(capacity)
    }

    /// Adds the next section. Reads its recorded overhang in place; only a section whose
    /// layout recorded none is rescanned.
    mutating func add(_ section: borrowing SectionLayout) {
        let overhang: Double, inOrder: Bool
        if let known = section.knownLineOverhang.value, known.axis == axis {
            overhang = known.distance
            inOrder = known.linesInOrder ?? LineIndex.inOrder(section.lines, axis)
        } else {
            let lines = section.lines
            overhang = LineOverhang.scan(itemFrames: section.itemFrames, lines: lines, axis: axis)
            inOrder = LineIndex.inOrder(lines, axis)
        }
        pads.append(LineIndex.pad(overhang))
        guard !inOrder else {
            firstValue.append(-1)
            return
        }
        // Out of order: the running values are stored, from the lines themselves.
        let lines = section.lines, base = endPrefixMax.count
        firstValue.append(base)
        var end = -Double.infinity
        for line in lines {
            end = Swift.max(end, line.frame.max(along: axis))
            endPrefixMax.append(end)
        }
        startSuffixMin.append(contentsOf: repeatElement(.infinity, count: lines.count))
        var start = Double.infinity
        for l in lines.indices.reversed() {
            start = Swift.min(start, lines[l].frame.min(along: axis))
            startSuffixMin[base + l] = start
        }
    }

    /// Adds the next sections as sections `old` of `previous`, the same sections: possible
    /// when all their lines are in order (nothing of them is stored but their pads). False,
    /// adding nothing, otherwise.
    mutating func add(copying old: Range<Int>, from previous: LineIndex) -> Bool {
        guard previous.axis == axis, !previous.firstValue[old].contains(where: { $0 >= 0 }) else { return false }
        pads.append(contentsOf: previous.pads[old])
        firstValue.append(contentsOf: repeatElement(-1, count: old.count))
        return true
    }

    /// True when the lines' starts and ends both never decrease: their running maximum of
    /// ends and running minimum of starts are then the ends and starts themselves.
    static func inOrder(_ lines: [LineLayout], _ axis: Axis) -> Bool {
        var start = -Double.infinity, end = -Double.infinity
        for line in lines {
            let s = line.frame.min(along: axis), e = line.frame.max(along: axis)
            guard s >= start, e >= end else { return false }
            start = s
            end = e
        }
        return true
    }

    /// Twice the overhang: rounding in the overhang's own subtraction, and in widening the
    /// query, can then never drop a line whose items reach the range. Lines found in excess
    /// cost a hit test of their items, never a wrong answer.
    private static func pad(_ overhang: Double) -> Double { overhang > 0 ? 2 * overhang : 0 }

    /// The query range widened for section `s`, with a margin above rounding error.
    @inline(__always)
    func widened(_ s: Int, low: Double, high: Double) -> (low: Double, high: Double) {
        let pad = pads[s]
        guard pad > 0 else { return (low, high) }
        let margin = pad + (abs(low) + abs(high)) * 0x1p-40
        return (low - margin, high + margin)
    }

    /// The extent of section `s`'s lines, widened like the queries: nil when it has none.
    /// Reads the section's summary, not its lines.
    @inline(__always)
    func extent(ofSection s: Int, summary: SectionSummary) -> (start: Double, end: Double)? {
        guard summary.lineCount > 0 else { return nil }
        let base = firstValue[s]
        let start = base < 0 ? summary.firstLine.min(along: axis) : startSuffixMin[base]
        let end = base < 0 ? summary.lastLine.max(along: axis) : endPrefixMax[base + summary.lineCount - 1]
        let range = widened(s, low: start, high: end)
        return (range.low, range.high)
    }

    /// The candidates, as indices into `lines` (section `s`'s), for lines overlapping
    /// `low..<high` (already widened).
    func candidates(section s: Int, lines: [LineLayout], low: Double, high: Double) -> Range<Int> {
        let base = firstValue[s], count = lines.count
        let first: Int, last: Int
        if base < 0 {
            first = partitionPoint(count) { lines[$0].frame.max(along: axis) > low }
            last = partitionPoint(count) { lines[$0].frame.min(along: axis) >= high }
        } else {
            first = partitionPoint(count) { endPrefixMax[base + $0] > low }
            last = partitionPoint(count) { startSuffixMin[base + $0] >= high }
        }
        return first < last ? first..<last : 0..<0
    }

}
