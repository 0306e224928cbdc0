/// Everything a base layout computed for one section, in absolute content coordinates.
///
/// Item frames are kept in one contiguous array (no object per element): at a million
/// cells the snapshot is a few flat buffers, and a rect query walks them in order.
public struct SectionLayout: Sendable, Equatable {
    public var index: Int
    /// The whole section: header, insets, items and footer.
    public var frame: Rect
    /// The union of the item frames; zero-sized at the content origin when there are none.
    public var itemsFrame: Rect
    /// The items' area grown by the section insets (UIKit's section content rect).
    public var contentFrame: Rect
    /// The section insets the layout used (after any adjustment).
    public var insets: EdgeInsets
    public var itemFrames: ContiguousArray<Rect>
    /// The zIndex of every cell in the section (1 in compositional sections with a background).
    public var cellZIndex: Int
    public var lines: [LineLayout]
    /// Headers, footers and boundary items, in the order a rect query returns them.
    public var supplementaries: [PlacedElement]
    /// Decoration items the layout itself declares (compositional backgrounds).
    public var decorationItems: [PlacedElement]

    public init(
        index: Int, frame: Rect, itemsFrame: Rect, contentFrame: Rect, insets: EdgeInsets,
        itemFrames: ContiguousArray<Rect>, cellZIndex: Int = 0, lines: [LineLayout],
        supplementaries: [PlacedElement] = [], decorationItems: [PlacedElement] = []
    ) {
        self.index = index
        self.frame = frame
        self.itemsFrame = itemsFrame
        self.contentFrame = contentFrame
        self.insets = insets
        self.itemFrames = itemFrames
        self.cellZIndex = cellZIndex
        self.lines = lines
        self.supplementaries = supplementaries
        self.decorationItems = decorationItems
    }

    public var itemCount: Int { itemFrames.count }

    /// The frame of the first supplementary of `kind`, if the section has one.
    public func frame(ofSupplementary kind: String) -> Rect? {
        supplementaries.first { $0.kind == kind }?.frame
    }

    public var header: Rect? { frame(ofSupplementary: "header") }
    public var footer: Rect? { frame(ofSupplementary: "footer") }
}
