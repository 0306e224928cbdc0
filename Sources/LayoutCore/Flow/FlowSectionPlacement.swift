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
    /// Space around the header and footer (R19f; zero but for arranged sections).
    var headerInsets: EdgeInsets = .zero
    var footerInsets: EdgeInsets = .zero

    /// How much further the header's insets push what follows the header along
    /// `scrollAxis`: the leading inset, and the trailing one when there is a header (R19f).
    static func headerPush(headerLength: Double, insets: EdgeInsets, scrollAxis: Axis) -> Double {
        insets.begin(scrollAxis) + (headerLength > 0 ? insets.end(scrollAxis) : 0)
    }

    /// The section's extent along `scrollAxis`: to the footer, then the footer's leading
    /// inset, and the footer and its trailing inset when there is one (R19f).
    func sectionExtent(footerLength: Double, scrollAxis: Axis) -> Double {
        let top = footerPosition + footerInsets.begin(scrollAxis)
        return footerLength > 0 ? top + footerLength + footerInsets.end(scrollAxis) : top
    }
}
