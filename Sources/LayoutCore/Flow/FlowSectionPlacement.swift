/// What the grid or row algorithm placed for one section: pixel-rounded item frames in
/// absolute content coordinates (R12), lines, and where the footer and section end.
struct FlowSectionPlacement {
    var itemFrames: ItemFrames
    /// The union of the item frames, folded in item order; nil when there are none.
    var itemsFrame: Rect?
    /// Each line's band, its start on the scroll axis rounded like the items (R12).
    var lines: [LineLayout]
    /// How far the items reach out of their lines along the scroll axis (see
    /// `SectionLayout.lineOverhang(along:)`), found while placing them.
    var lineOverhang: Double
    /// Whether the lines' starts and ends never decrease along the scroll axis.
    var linesInOrder: Bool
    /// The footer's position, relative to the section origin (`footerPos`).
    var footerPosition: Double
    /// The size of every item, when the grid placed them all at one size.
    var uniformItemSize: Size? = nil
}
