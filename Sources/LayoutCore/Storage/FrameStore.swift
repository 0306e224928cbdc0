/// One block of item frames that several sections share: a layout claims a run of it per
/// section and writes that section's frames in place.
///
/// Why one block per layout, not an array per section (bench `prepare-grid-1m`, 10,000
/// sections of 100 cells): one allocation instead of 10,000, and the allocator hands the
/// freed block whole to the next layout of the same size, where thousands of small arrays
/// came back as memory to fault in again. The layout went from 21.5-24.1 ms to 18.2-18.5 ms
/// in interleaved runs, and freeing it from 7-8 ms to 3.7 ms. (Mapping the block afresh in
/// huge pages was slower still: the kernel zeroes every page of a new mapping; see
/// BENCHMARKS.md.)
///
/// Frames are written only while the layout claims and fills its runs, before any
/// `ItemFrames` over them is handed out; afterwards the block is read-only, which is what
/// makes sharing it across threads safe.
final class FrameStore: @unchecked Sendable {
    let base: UnsafeMutablePointer<Rect>
    let capacity: Int
    /// Frames claimed so far: runs are handed out front to back.
    private(set) var claimed = 0

    init(capacity: Int) {
        self.capacity = capacity
        base = .allocate(capacity: Swift.max(capacity, 1))
    }

    /// A block for sections of `itemCounts` items. A total that does not fit an Int leaves
    /// the block empty: each section then gets a block of its own (`FrameRun`).
    convenience init(itemCounts: some Sequence<Int>) {
        var total = 0
        for count in itemCounts {
            let (sum, overflow) = total.addingReportingOverflow(count)
            if overflow {
                total = 0
                break
            }
            total = sum
        }
        self.init(capacity: total)
    }

    deinit {
        // Rect is a trivial type: nothing to deinitialise, only memory to give back.
        base.deallocate()
    }

    /// The next `count` frames, uninitialised; nil when the block has no room.
    func claim(_ count: Int) -> UnsafeMutableBufferPointer<Rect>? {
        precondition(count >= 0, "a negative number of frames")
        guard count <= capacity - claimed else { return nil }
        defer { claimed += count }
        return UnsafeMutableBufferPointer(start: base + claimed, count: count)
    }

    /// The frames of a run `claim` returned, once written.
    func frames(_ run: UnsafeMutableBufferPointer<Rect>) -> ItemFrames {
        ItemFrames(store: self, start: run.baseAddress.map { UnsafePointer($0) }, count: run.count)
    }
}

/// A run of frames a layout is about to write: in a shared block when it has room, else in
/// a block of its own.
struct FrameRun {
    let store: FrameStore
    /// Uninitialised until the layout writes every frame.
    let buffer: UnsafeMutableBufferPointer<Rect>

    init(count: Int, in shared: FrameStore?) {
        if let shared, let run = shared.claim(count) {
            store = shared
            buffer = run
        } else {
            store = FrameStore(capacity: count)
            buffer = store.claim(count)!
        }
    }

    /// The frames, once every one is written.
    var frames: ItemFrames { store.frames(buffer) }
}
