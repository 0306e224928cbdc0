/// A section's item frames, item by item: a read-only run in a block of frames the
/// layout's sections share (`FrameStore`), kept alive by every section that reads it.
///
/// A value type like an array: copies share the run, and changing a copy (`append`,
/// assigning an element) gives that copy frames of its own first. Layouts build a
/// section's frames once; changing them afterwards costs a copy of the whole run.
public struct ItemFrames: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, @unchecked Sendable {
    // Unchecked: the run is never written once an `ItemFrames` reads it (FrameStore).
    private var store: FrameStore?
    private var start: UnsafePointer<Rect>?
    public private(set) var count: Int

    /// No frames.
    public init() {
        store = nil
        start = nil
        count = 0
    }

    /// A copy of `frames`, in a block of its own.
    public init<Frames: Collection<Rect>>(_ frames: Frames) {
        let n = frames.count
        guard n > 0 else {
            self.init()
            return
        }
        let store = FrameStore(capacity: n)
        let run = store.claim(n)!
        _ = run.initialize(from: frames)
        self = store.frames(run)
    }

    init(store: FrameStore, start: UnsafePointer<Rect>?, count: Int) {
        self.store = store
        self.start = start
        self.count = count
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(position: Int) -> Rect {
        @inline(__always) get {
            precondition(position >= 0 && position < count, "item frame index out of range")
            return start.unsafelyUnwrapped[position]
        }
        set {
            precondition(position >= 0 && position < count, "item frame index out of range")
            var frames = ContiguousArray(self)
            frames[position] = newValue
            self = ItemFrames(frames)
        }
    }

    public mutating func replaceSubrange<Frames: Collection<Rect>>(_ range: Range<Int>, with frames: Frames) {
        var all = ContiguousArray(self)
        all.replaceSubrange(range, with: frames)
        self = ItemFrames(all)
    }

    /// Calls `body` with the frames as one buffer (valid only inside `body`).
    public func withUnsafeBufferPointer<R, E: Error>(_ body: (UnsafeBufferPointer<Rect>) throws(E) -> R) throws(E) -> R {
        try withExtendedLifetime(store) { () throws(E) -> R in try body(UnsafeBufferPointer(start: start, count: count)) }
    }
}

extension ItemFrames: Equatable {
    public static func == (lhs: ItemFrames, rhs: ItemFrames) -> Bool {
        lhs.count == rhs.count && (lhs.start == rhs.start || lhs.elementsEqual(rhs))
    }
}

extension ItemFrames: ExpressibleByArrayLiteral {
    public init(arrayLiteral frames: Rect...) {
        self.init(frames)
    }
}

extension ItemFrames: CustomStringConvertible {
    public var description: String { Array(self).description }
}
