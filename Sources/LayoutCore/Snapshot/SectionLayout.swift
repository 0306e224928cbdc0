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
    public var itemFrames: ContiguousArray<Rect> {
        didSet { knownLineOverhang = .init(nil) }
    }
    /// The zIndex of every cell in the section (1 in compositional sections with a background),
    /// unless `cellZIndexCycle` says otherwise.
    public var cellZIndex: Int
    /// Per-cell zIndices that repeat every `count` items: a compositional root group whose
    /// custom items give their own (C29); cell `i` takes entry `i mod count`. nil: every
    /// cell takes `cellZIndex`.
    public var cellZIndexCycle: ContiguousArray<Int>?
    public var lines: [LineLayout] {
        didSet { knownLineOverhang = .init(nil) }
    }
    /// Headers, footers and boundary items, in the order a rect query returns them.
    public var supplementaries: [PlacedElement]
    /// Decoration items the layout itself declares (compositional backgrounds).
    public var decorationItems: [PlacedElement]
    /// The overhang as the layout found it while placing the items, so the snapshot need not
    /// rescan every frame; forgotten when `itemFrames` or `lines` change.
    var knownLineOverhang = Derived<LineOverhang?>(nil)

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

    /// The zIndex of cell `item`.
    @inline(__always)
    public func cellZIndex(ofItem item: Int) -> Int {
        guard let cycle = cellZIndexCycle else { return cellZIndex }
        return cycle[item % cycle.count]
    }

    /// A layout's section, with the overhang it found while placing the items.
    init(
        index: Int, frame: Rect, itemsFrame: Rect, contentFrame: Rect, insets: EdgeInsets,
        itemFrames: ContiguousArray<Rect>, cellZIndex: Int = 0, lines: [LineLayout],
        supplementaries: [PlacedElement] = [], decorationItems: [PlacedElement] = [], lineOverhang: LineOverhang
    ) {
        self.init(
            index: index, frame: frame, itemsFrame: itemsFrame, contentFrame: contentFrame, insets: insets,
            itemFrames: itemFrames, cellZIndex: cellZIndex, lines: lines, supplementaries: supplementaries,
            decorationItems: decorationItems)
        knownLineOverhang = .init(lineOverhang)
    }

    public var itemCount: Int { itemFrames.count }

    /// How far, at most, the items reach out of their lines' bands along `axis` (0 when
    /// every item lies inside its line's band). Pixel rounding moves a smaller item centred
    /// in a taller line by up to half a pixel; rect queries widen the line bands by this
    /// much instead of keeping the extent of every line.
    public func lineOverhang(along axis: Axis) -> Double {
        if let known = knownLineOverhang.value, known.axis == axis { return known.distance }
        return LineOverhang.scan(itemFrames: itemFrames, lines: lines, axis: axis)
    }

    /// The frame of the first supplementary of `kind`, if the section has one.
    public func frame(ofSupplementary kind: String) -> Rect? {
        supplementaries.first { $0.kind == kind }?.frame
    }

    public var header: Rect? { frame(ofSupplementary: "header") }
    public var footer: Rect? { frame(ofSupplementary: "footer") }
}
