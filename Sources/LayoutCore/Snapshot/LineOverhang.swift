/// How far a section's items reach out of their lines' bands along one axis.
struct LineOverhang: Sendable {
    var axis: Axis
    /// Whether the lines' starts and ends both never decrease along `axis`, when the layout
    /// knew it (nil: the snapshot finds out by a walk of the lines). Declared next to `axis`
    /// so that it fits in the padding before `distance`: `SectionLayout` keeps its size.
    var linesInOrder: Bool? = nil
    var distance: Double

    /// The overhang found by a walk of every item: what a layout that does not record it
    /// costs, and what a recorded one must equal.
    static func scan<Frames: RandomAccessCollection<Rect>>(itemFrames: Frames, lines: [LineLayout], axis: Axis) -> Double
        where Frames.Index == Int {
        var distance = 0.0
        for line in lines {
            let start = line.frame.min(along: axis), end = line.frame.max(along: axis)
            for i in line.items {
                let frame = itemFrames[i]
                distance = Swift.max(distance, start - frame.min(along: axis), frame.max(along: axis) - end)
            }
        }
        return distance
    }
}

/// A value derived from the others of the struct that holds it: it takes no part in
/// equality, so two sections with the same frames are equal however they were made.
struct Derived<Value: Sendable>: Equatable, Sendable {
    var value: Value

    init(_ value: Value) { self.value = value }

    static func == (lhs: Derived, rhs: Derived) -> Bool { true }
}
