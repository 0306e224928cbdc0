/// The items of sections without lines, searched on the scroll axis whatever their order.
///
/// A section arranged from outside (R19) may give no lines, and its items may interleave
/// along the scroll axis (a waterfall's columns: item 7 can start above item 6). Per such
/// section the items are sorted by start, with the running maximum of their ends: a query
/// binary-searches both (O(log n)) and walks the items between. That walk holds every
/// overlapping item, plus only items that end before the range yet follow a longer one in
/// start order: in a waterfall, items starting less than one item length before the range.
/// When the items are already in start order (a shortest-first waterfall), no permutation
/// is stored.
struct ItemIntervalIndex: Sendable {
    struct Entry: Sendable {
        /// Item numbers in start order; empty when that is item order.
        var order: ContiguousArray<Int>
        /// Starts in start order (sorted).
        var starts: ContiguousArray<Double>
        /// The running maximum of the ends, in start order.
        var endPrefixMax: ContiguousArray<Double>
    }

    private var entries: [Int: Entry] = [:]
    private let axis: Axis

    /// An empty index, to which sections are added (`add`, `copy`).
    init(axis: Axis) {
        self.axis = axis
    }

    /// Indexes section `s` if it has items and no lines (its items would not be found
    /// through lines). Reads its summary in place: its arrays lie in cold memory.
    mutating func add(_ section: borrowing SectionLayout, as s: Int) {
        let summary = section.summary.value
        if summary.lineCount == 0 && summary.itemCount > 0 { entries[s] = ItemIntervalIndex.entry(section.itemFrames, axis) }
    }

    /// Section `s` is section `s` of `previous`, the same section: its entry, if any, is
    /// taken from there.
    mutating func copy(section s: Int, from previous: ItemIntervalIndex) {
        if !previous.entries.isEmpty, let entry = previous.entries[s] { entries[s] = entry }
    }

    static func entry(_ frames: ItemFrames, _ axis: Axis) -> Entry {
        var inOrder = true
        var previous = -Double.infinity
        for frame in frames {
            let start = frame.min(along: axis)
            if start < previous { inOrder = false; break }
            previous = start
        }
        var order = ContiguousArray<Int>()
        if !inOrder {
            order = ContiguousArray(frames.indices)
            // Ties keep item order: the sort is by (start, item).
            order.sort { a, b in
                let sa = frames[a].min(along: axis), sb = frames[b].min(along: axis)
                return sa < sb || (sa == sb && a < b)
            }
        }
        var starts = ContiguousArray<Double>(), ends = ContiguousArray<Double>()
        starts.reserveCapacity(frames.count)
        ends.reserveCapacity(frames.count)
        var end = -Double.infinity
        for k in frames.indices {
            let frame = frames[inOrder ? k : order[k]]
            starts.append(frame.min(along: axis))
            end = Swift.max(end, frame.max(along: axis))
            ends.append(end)
        }
        return Entry(order: order, starts: starts, endPrefixMax: ends)
    }

    /// The extent of section `s`'s items on the scroll axis, when they are indexed here.
    func extent(ofSection s: Int) -> (start: Double, end: Double)? {
        guard !entries.isEmpty, let entry = entries[s], let start = entry.starts.first, let end = entry.endPrefixMax.last else { return nil }
        return (start, end)
    }

    /// True when section `s` is searched here rather than through its lines.
    func indexes(section s: Int) -> Bool { entries[s] != nil }

    /// The items of section `s` that may overlap `low..<high` on the scroll axis, in item
    /// order: every item that does is among them (callers hit-test each).
    func candidates(section s: Int, low: Double, high: Double) -> [Int] {
        guard let entry = entries[s] else { return [] }
        let first = partitionPoint(entry.endPrefixMax.count) { entry.endPrefixMax[$0] > low }
        let end = partitionPoint(entry.starts.count) { entry.starts[$0] >= high }
        guard first < end else { return [] }
        if entry.order.isEmpty { return Array(first..<end) }
        return entry.order[first..<end].sorted()
    }
}
