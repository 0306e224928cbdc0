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

    init(bands: ContiguousArray<(start: Double, end: Double)>) {
        // Filled through buffers: at 10,000 sections the appends' checks cost more than the
        // index is worth in an update's snapshot.
        let n = bands.count
        bands.withUnsafeBufferPointer { bands in
            starts = ContiguousArray(unsafeUninitializedCapacity: n) { out, count in
                for i in 0..<n { out[i] = bands[i].start }
                count = n
            }
            ends = ContiguousArray(unsafeUninitializedCapacity: n) { out, count in
                for i in 0..<n { out[i] = bands[i].end }
                count = n
            }
            endPrefixMax = ContiguousArray(unsafeUninitializedCapacity: n) { out, count in
                var running = -Double.infinity
                for i in 0..<n {
                    running = Swift.max(running, bands[i].end)
                    out[i] = running
                }
                count = n
            }
            startSuffixMin = ContiguousArray(unsafeUninitializedCapacity: n) { out, count in
                var running = Double.infinity
                for i in (0..<n).reversed() {
                    running = Swift.min(running, bands[i].start)
                    out[i] = running
                }
                count = n
            }
        }
    }

    var count: Int { starts.count }

    /// Appends bands `range` as they were given to `bands`.
    func appendBands(_ range: Range<Int>, to bands: inout ContiguousArray<(start: Double, end: Double)>) {
        for i in range { bands.append((starts[i], ends[i])) }
    }

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
