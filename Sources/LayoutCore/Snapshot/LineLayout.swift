// Rules: docs/layout-rules.md, R8

/// One line of a section: a row when the layout scrolls vertically, a column when it
/// scrolls horizontally; for a compositional layout, one repetition of the root group.
///
/// Lines are what rect queries binary-search inside a section, and what separator and
/// row-background plugins draw against.
public struct LineLayout: Hashable, Sendable {
    /// The band the line occupies: full content width (vertical) by the tallest item.
    public var frame: Rect
    /// The items on the line, in index order. Empty for UIKit's empty leading line (R8c).
    public var items: Range<Int>

    public init(frame: Rect, items: Range<Int>) {
        self.frame = frame
        self.items = items
    }
}
