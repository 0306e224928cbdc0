/// What the grid or row algorithm placed for one section, before pixel rounding: item
/// frames in absolute content coordinates, lines, and where the footer and section end.
struct FlowSectionPlacement {
    var itemFrames: ContiguousArray<Rect>
    /// Each line's start on the scroll axis, its length across, and its items.
    var lines: [(start: Double, length: Double, items: Range<Int>)]
    /// The footer's position, relative to the section origin (`footerPos`).
    var footerPosition: Double
}
