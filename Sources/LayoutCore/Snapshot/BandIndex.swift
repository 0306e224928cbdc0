/// Finds, by binary search, the bands (intervals on the scroll axis) that overlap a range.
///
/// Bands are sections or lines in layout order. Their starts and ends are almost always
/// increasing, but an overhanging item can break that, so the search runs over the running
/// maximum of the ends and the running minimum (from the back) of the starts: both are
/// monotonic, and every overlapping band lies in the range they give.
struct BandIndex: Sendable {
    private(set) var starts: ContiguousArray<Double> = []
    private(set) var ends: ContiguousArray<Double> = []
    private var endPrefixMax: ContiguousArray<Double> = []
    private var startSuffixMin: ContiguousArray<Double> = []

    init(bands: some Collection<(start: Double, end: Double)>) {
        starts.reserveCapacity(bands.count)
        ends.reserveCapacity(bands.count)
        endPrefixMax.reserveCapacity(bands.count)
        for band in bands {
            starts.append(band.start)
            ends.append(band.end)
            endPrefixMax.append(Swift.max(endPrefixMax.last ?? -.infinity, band.end))
        }
        startSuffixMin = ContiguousArray(repeating: .infinity, count: starts.count)
        var running = Double.infinity
        for i in starts.indices.reversed() {
            running = Swift.min(running, starts[i])
            startSuffixMin[i] = running
        }
    }

    var count: Int { starts.count }

    /// The candidates for bands overlapping `low..<high` (same test as `Rect.intersects`).
    func candidates(low: Double, high: Double) -> Range<Int> {
        let first = partitionPoint(endPrefixMax.count) { endPrefixMax[$0] > low }
        let end = partitionPoint(startSuffixMin.count) { startSuffixMin[$0] >= high }
        return first < end ? first..<end : first..<first
    }

    /// True when band `i` overlaps `low..<high`.
    @inline(__always)
    func overlaps(_ i: Int, low: Double, high: Double) -> Bool {
        starts[i] < high && low < ends[i]
    }
}
