/// Everything a base layout computed for one section, in absolute content coordinates.
///
/// Item frames are a run of one block that all the layout's sections share (`ItemFrames`,
/// `FrameStore`; no object per element): at a million cells the snapshot is a few flat
/// buffers, and a rect query walks them in order.
///
/// The arrays live in one shared object (`SectionContents`) and what the snapshot's index
/// needs of them is kept inline (`SectionSummary`): copying a section then retains one
/// object, and indexing 10,000 sections reads one contiguous array instead of touching
/// five heap buffers per section, which after a large layout lie in cold memory. That is
/// what lets an update's snapshot cost O(sections) reads of warm memory (docs/updates.md).
public struct SectionLayout: Sendable {
    public var index: Int
    /// The whole section: header, insets, items and footer.
    public var frame: Rect
    /// The union of the item frames; zero-sized at the content origin when there are none.
    public var itemsFrame: Rect
    /// The items' area grown by the section insets (UIKit's section content rect).
    public var contentFrame: Rect
    /// The section insets the layout used (after any adjustment).
    public var insets: EdgeInsets
    /// The zIndex of every cell in the section (1 in compositional sections with a background),
    /// unless `cellZIndexCycle` says otherwise.
    public var cellZIndex: Int
    /// The spacing the layout kept between lines (flow: the section's minimum line spacing;
    /// compositional: its inter-group spacing) and between the items of a line (flow: the
    /// minimum interitem spacing; compositional: the root group's interitem spacing, its
    /// minimum when flexible): what decoration plugins read as `s.lineSpacing` and
    /// `s.interitemSpacing`, whatever arranged the items.
    public var lineSpacing: Double = 0
    public var interitemSpacing: Double = 0
    /// The size every item was given, when the layout gave them one (a flow section without
    /// per-item sizes, or whose sizes are all equal); nil otherwise (`s.itemSize`).
    public var itemSize: Size?
    private var contents: SectionContents
    /// What the index needs of the arrays, kept in step with them.
    private(set) var summary: Derived<SectionSummary>
    /// The overhang as the layout found it while placing the items, so the snapshot need not
    /// rescan every frame; forgotten when `itemFrames` or `lines` change.
    var knownLineOverhang = Derived<LineOverhang?>(nil)

    public var itemFrames: ItemFrames {
        get { contents.itemFrames }
        _modify {
            makeContentsUnique()
            yield &contents.itemFrames
            contentsChanged(linesOrItems: true)
        }
    }
    /// Per-cell zIndices that repeat every `count` items: a compositional root group whose
    /// custom items give their own (C29); cell `i` takes entry `i mod count`. nil: every
    /// cell takes `cellZIndex`.
    public var cellZIndexCycle: ContiguousArray<Int>? {
        get { contents.cellZIndexCycle }
        set {
            makeContentsUnique()
            contents.cellZIndexCycle = newValue
        }
    }
    /// The inner scroll view of an orthogonal compositional section (C28, C30); nil for
    /// every other section. Kept with the arrays, not inline: most sections have none.
    public var orthogonal: OrthogonalScrolling? {
        get { contents.orthogonal }
        set {
            makeContentsUnique()
            contents.orthogonal = newValue
        }
    }

    public var lines: [LineLayout] {
        get { contents.lines }
        _modify {
            makeContentsUnique()
            yield &contents.lines
            contentsChanged(linesOrItems: true)
        }
    }
    /// Headers, footers and boundary items, in the order a rect query returns them.
    public var supplementaries: [PlacedElement] {
        get { contents.supplementaries }
        _modify {
            makeContentsUnique()
            yield &contents.supplementaries
            contentsChanged(linesOrItems: false)
        }
    }
    /// Decoration items the layout itself declares (compositional backgrounds).
    public var decorationItems: [PlacedElement] {
        get { contents.decorationItems }
        _modify {
            makeContentsUnique()
            yield &contents.decorationItems
            contentsChanged(linesOrItems: false)
        }
    }

    public init(
        index: Int, frame: Rect, itemsFrame: Rect, contentFrame: Rect, insets: EdgeInsets,
        itemFrames: ItemFrames, cellZIndex: Int = 0, lines: [LineLayout],
        supplementaries: [PlacedElement] = [], decorationItems: [PlacedElement] = []
    ) {
        self.index = index
        self.frame = frame
        self.itemsFrame = itemsFrame
        self.contentFrame = contentFrame
        self.insets = insets
        self.cellZIndex = cellZIndex
        self.summary = .init(
            SectionSummary(
                itemFrames: itemFrames, lines: lines, supplementaries: supplementaries, decorationItems: decorationItems))
        self.contents = SectionContents(
            itemFrames: itemFrames, lines: lines, supplementaries: supplementaries, decorationItems: decorationItems)
    }

    /// A section whose frames are copied from `itemFrames` (an array, a literal).
    public init(
        index: Int, frame: Rect, itemsFrame: Rect, contentFrame: Rect, insets: EdgeInsets,
        itemFrames: some Collection<Rect>, cellZIndex: Int = 0, lines: [LineLayout],
        supplementaries: [PlacedElement] = [], decorationItems: [PlacedElement] = []
    ) {
        self.init(
            index: index, frame: frame, itemsFrame: itemsFrame, contentFrame: contentFrame, insets: insets,
            itemFrames: ItemFrames(itemFrames), cellZIndex: cellZIndex, lines: lines, supplementaries: supplementaries,
            decorationItems: decorationItems)
    }

    /// A layout's section, with the overhang it found while placing the items.
    init(
        index: Int, frame: Rect, itemsFrame: Rect, contentFrame: Rect, insets: EdgeInsets,
        itemFrames: ItemFrames, cellZIndex: Int = 0, lines: [LineLayout],
        supplementaries: [PlacedElement] = [], decorationItems: [PlacedElement] = [], lineOverhang: LineOverhang
    ) {
        self.init(
            index: index, frame: frame, itemsFrame: itemsFrame, contentFrame: contentFrame, insets: insets,
            itemFrames: itemFrames, cellZIndex: cellZIndex, lines: lines, supplementaries: supplementaries,
            decorationItems: decorationItems)
        knownLineOverhang = .init(lineOverhang)
    }

    /// Copy on write: the contents object is shared between copies of a section.
    private mutating func makeContentsUnique() {
        if !isKnownUniquelyReferenced(&contents) { contents = contents.copy() }
    }

    private mutating func contentsChanged(linesOrItems: Bool) {
        summary = .init(SectionSummary(contents))
        if linesOrItems { knownLineOverhang = .init(nil) }
    }

    /// The zIndex of cell `item`.
    @inline(__always)
    public func cellZIndex(ofItem item: Int) -> Int { cellZIndices[item] }

    /// Every cell's zIndex, read once: for a walk of many cells (each read of the cycle
    /// through the section retains it).
    var cellZIndices: CellZIndices { CellZIndices(uniform: cellZIndex, cycle: contents.cellZIndexCycle) }

    public var itemCount: Int { summary.value.itemCount }

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

/// A section's cell zIndices: `uniform` for every cell, unless a `cycle` repeats every
/// `cycle.count` items (C29).
struct CellZIndices {
    let uniform: Int
    let cycle: ContiguousArray<Int>?

    @inline(__always)
    subscript(item: Int) -> Int {
        guard let cycle else { return uniform }
        return cycle[item % cycle.count]
    }
}

extension SectionLayout: Equatable {
    public static func == (lhs: SectionLayout, rhs: SectionLayout) -> Bool {
        lhs.index == rhs.index && lhs.frame == rhs.frame && lhs.itemsFrame == rhs.itemsFrame
            && lhs.contentFrame == rhs.contentFrame && lhs.insets == rhs.insets && lhs.cellZIndex == rhs.cellZIndex
            && lhs.lineSpacing == rhs.lineSpacing && lhs.interitemSpacing == rhs.interitemSpacing
            && lhs.itemSize == rhs.itemSize
            && (lhs.contents === rhs.contents || lhs.contents.hasSameValues(as: rhs.contents))
    }
}

/// The arrays of a `SectionLayout`, shared by its copies until one of them changes.
///
/// Mutable only through `SectionLayout`, which copies it first unless it is the only owner
/// (`isKnownUniquelyReferenced`): shared copies are never written, so sharing them across
/// threads is safe.
final class SectionContents: @unchecked Sendable {
    // Unchecked: every read of a section's arrays goes through here, a dynamic exclusivity
    // check costs as much as the read, and writes happen only to an unshared object inside
    // `SectionLayout`'s accessors, never overlapping a read.
    @exclusivity(unchecked) var itemFrames: ItemFrames
    @exclusivity(unchecked) var cellZIndexCycle: ContiguousArray<Int>?
    @exclusivity(unchecked) var orthogonal: OrthogonalScrolling?
    @exclusivity(unchecked) var lines: [LineLayout]
    @exclusivity(unchecked) var supplementaries: [PlacedElement]
    @exclusivity(unchecked) var decorationItems: [PlacedElement]

    init(
        itemFrames: ItemFrames, cellZIndexCycle: ContiguousArray<Int>? = nil, orthogonal: OrthogonalScrolling? = nil,
        lines: [LineLayout], supplementaries: [PlacedElement], decorationItems: [PlacedElement]
    ) {
        self.orthogonal = orthogonal
        self.itemFrames = itemFrames
        self.cellZIndexCycle = cellZIndexCycle
        self.lines = lines
        self.supplementaries = supplementaries
        self.decorationItems = decorationItems
    }

    func copy() -> SectionContents {
        SectionContents(
            itemFrames: itemFrames, cellZIndexCycle: cellZIndexCycle, orthogonal: orthogonal, lines: lines,
            supplementaries: supplementaries, decorationItems: decorationItems)
    }

    func hasSameValues(as other: SectionContents) -> Bool {
        itemFrames == other.itemFrames && cellZIndexCycle == other.cellZIndexCycle && orthogonal == other.orthogonal
            && lines == other.lines
            && supplementaries == other.supplementaries && decorationItems == other.decorationItems
    }
}

/// What the snapshot's index reads of a section's arrays, kept inline in `SectionLayout`
/// so that indexing many sections never touches their heap buffers.
struct SectionSummary: Sendable {
    var itemCount: Int
    var lineCount: Int
    /// The first and last lines' frames (zero when there are none).
    var firstLine: Rect
    var lastLine: Rect
    /// Where the supplementaries and decoration items reach, nil when there are none.
    var elements: ElementSpan?
    /// True when every supplementary is a "header" or a "footer".
    var standardKindsOnly: Bool

    init(_ contents: SectionContents) {
        self.init(
            itemFrames: contents.itemFrames, lines: contents.lines, supplementaries: contents.supplementaries,
            decorationItems: contents.decorationItems)
    }

    /// Takes the arrays themselves, not their object: reading an object's arrays retains them.
    init(
        itemFrames: borrowing ItemFrames, lines: borrowing [LineLayout],
        supplementaries: borrowing [PlacedElement], decorationItems: borrowing [PlacedElement]
    ) {
        itemCount = itemFrames.count
        lineCount = lines.count
        firstLine = lineCount > 0 ? lines[0].frame : .zero
        lastLine = lineCount > 0 ? lines[lineCount - 1].frame : .zero
        var span = ElementSpan.empty
        var standard = true
        for k in supplementaries.indices {
            span.include(supplementaries[k].frame)
            standard = standard && supplementaries[k].hasStandardKind
        }
        for k in decorationItems.indices { span.include(decorationItems[k].frame) }
        elements = span.isEmpty ? nil : span
        standardKindsOnly = standard
    }
}

/// The least and greatest coordinates some frames reach along each axis, kept as they are
/// (a union `Rect` would recompute the ends as origin plus size, not always the same double).
struct ElementSpan: Sendable {
    var minX: Double, maxX: Double, minY: Double, maxY: Double

    /// Reaches nothing: the start of a union.
    static let empty = ElementSpan(minX: .infinity, maxX: -.infinity, minY: .infinity, maxY: -.infinity)

    /// True until a frame is included.
    var isEmpty: Bool { minX > maxX }

    mutating func include(_ frame: Rect) {
        minX = Swift.min(minX, frame.min(along: .horizontal))
        maxX = Swift.max(maxX, frame.max(along: .horizontal))
        minY = Swift.min(minY, frame.min(along: .vertical))
        maxY = Swift.max(maxY, frame.max(along: .vertical))
    }

    func min(along axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    func max(along axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
}
