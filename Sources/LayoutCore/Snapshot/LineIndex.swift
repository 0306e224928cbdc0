/// The lines of every section in one flat index, for the binary search inside a section.
///
/// A section's lines are searched like `BandIndex` bands (over the running maximum of their
/// ends and the running minimum, from the back, of their starts, both restarted at each
/// section), but the bands are the lines' own frames, read from the geometry, widened by
/// the section's overhang: no per-line extent is stored, and nothing is allocated per
/// section. The two running arrays hold one entry per line, reserved once.
struct LineIndex: Sendable {
    private var endPrefixMax: ContiguousArray<Double> = []
    private var startSuffixMin: ContiguousArray<Double> = []
    /// Section `s` owns entries `firstLine[s]..<firstLine[s + 1]`.
    private var firstLine: ContiguousArray<Int> = [0]
    /// How much the query range widens for section `s` (0 when its items lie in their lines).
    private var pads: ContiguousArray<Double> = []

    init(sections: [SectionLayout], axis: Axis) {
        let lineCount = sections.reduce(0) { $0 + $1.lines.count }
        firstLine.reserveCapacity(sections.count + 1)
        pads.reserveCapacity(sections.count)
        for section in sections {
            firstLine.append(firstLine[firstLine.count - 1] + section.lines.count)
            pads.append(LineIndex.pad(section.lineOverhang(along: axis)))
        }
        // Both arrays written in place, in one pass each over every line.
        endPrefixMax = ContiguousArray(unsafeUninitializedCapacity: lineCount) { values, initialized in
            var k = 0
            for section in sections {
                var end = -Double.infinity
                for line in section.lines {
                    end = Swift.max(end, line.frame.max(along: axis))
                    values.initializeElement(at: k, to: end)
                    k += 1
                }
            }
            initialized = k
        }
        startSuffixMin = ContiguousArray(unsafeUninitializedCapacity: lineCount) { values, initialized in
            var k = 0
            for section in sections {
                let lines = section.lines
                var start = Double.infinity
                for l in lines.indices.reversed() {
                    start = Swift.min(start, lines[l].frame.min(along: axis))
                    values.initializeElement(at: k + l, to: start)
                }
                k += lines.count
            }
            initialized = k
        }
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
    func extent(ofSection s: Int) -> (start: Double, end: Double)? {
        let first = firstLine[s], end = firstLine[s + 1]
        guard first < end else { return nil }
        let range = widened(s, low: startSuffixMin[first], high: endPrefixMax[end - 1])
        return (range.low, range.high)
    }

    /// The candidates, as line indices of section `s`, for lines overlapping `low..<high`
    /// (already widened).
    func candidates(section s: Int, low: Double, high: Double) -> Range<Int> {
        let base = firstLine[s], end = firstLine[s + 1]
        let first = partition(endPrefixMax, base, end) { $0 > low }
        let last = partition(startSuffixMin, base, end) { $0 >= high }
        return first < last ? (first - base)..<(last - base) : 0..<0
    }

    /// The first index in `low..<high` whose value satisfies `predicate`, for a predicate
    /// that is false then true along the (monotonic) slice.
    private func partition(
        _ values: ContiguousArray<Double>, _ low: Int, _ high: Int, _ predicate: (Double) -> Bool
    ) -> Int {
        var low = low, high = high
        while low < high {
            let mid = (low + high) / 2
            if predicate(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
