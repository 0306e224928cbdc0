// Rules: docs/layout-rules.md, R19 (sections arranged from outside)

/// What an outside arrangement of a flow section is given: the section's content box (the
/// area inside its insets, after its header) and everything the flow layout would have used
/// to place its items. Frames are physical (x right, y down) whatever the scroll direction.
public struct SectionContentBox: Sendable, Equatable {
    public var section: Int
    public var sectionCount: Int
    public var itemCount: Int
    public var direction: ScrollDirection
    /// The box's top-left corner in content coordinates: where relative frames start.
    public var origin: Point
    /// The box's length across the scroll axis (its width when scrolling vertically): the
    /// collection view's dimension minus the section insets on that axis. Along the scroll
    /// axis the box is open: the arrangement's extent decides it.
    public var across: Double
    /// The section insets the flow layout resolved (R3, R4).
    public var insets: EdgeInsets
    /// UIKit's minimum interitem and line spacings for the section (R3).
    public var interitemSpacing: Double
    public var lineSpacing: Double
    /// Header and footer lengths along the scroll axis (0 when none).
    public var headerLength: Double
    public var footerLength: Double
    public var scale: Double
    /// The delegate's sizes, or nil when every item has `itemSize`.
    public var itemSizes: [Size]?
    public var itemSize: Size
    /// Whether the flow layout behaves as in iOS 10 (R8e: how it decides a last line is
    /// complete), for arrangements that follow its rules.
    public var iOS10Behavior = false
    /// Which way the box's lines run (R17): right-to-left when a vertical layout is, and
    /// the arrangement then places its items from the right itself; a horizontal layout's
    /// lines run down, and the flow layout mirrors the arranged section afterwards.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The size the scene gives item `i`.
    @inlinable @inline(__always)
    public func size(ofItem i: Int) -> Size { itemSizes?[i] ?? itemSize }
}

/// Item frames an outside arrangement gives a section, relative to its content box's origin.
///
/// The flow layout stacks the section as usual around them: the box starts after the header
/// and the leading inset; its extent along the scroll axis is the furthest item end (0 with
/// no items); the trailing inset and the footer follow (R19).
public struct SectionArrangement: Sendable, Equatable {
    /// One frame per item, in item order, relative to the box's origin.
    public var itemFrames: ContiguousArray<Rect>
    /// Lines (rows when vertical), relative to the box, for plugins that draw along lines:
    /// each `frame` gives the band's start and length along the scroll axis (the band spans
    /// the whole collection view across it, as a flow line does) and `items` its items.
    /// Empty when the arrangement has no lines; queries then search the items themselves.
    public var lines: [LineLayout]
    /// Space around the section's header, as CHTCollectionViewWaterfallLayout's
    /// `headerInset` (R19f): on the scroll axis, the leading side comes before the header
    /// (even when the section has none) and the trailing side after it (only when it has
    /// one); across it, the header is inset from the collection view's sides.
    public var headerInsets: EdgeInsets = .zero
    /// The same for the footer (`footerInset`).
    public var footerInsets: EdgeInsets = .zero
    /// The box's extent on the scroll axis when it is not the furthest item end (R19c): no
    /// less than that end, and no less than minus the section's insets on that axis.
    public var itemsExtent: Double?

    public init(
        itemFrames: ContiguousArray<Rect>, lines: [LineLayout] = [], headerInsets: EdgeInsets = .zero,
        footerInsets: EdgeInsets = .zero, itemsExtent: Double? = nil
    ) {
        self.itemFrames = itemFrames
        self.lines = lines
        self.headerInsets = headerInsets
        self.footerInsets = footerInsets
        self.itemsExtent = itemsExtent
    }

    /// A problem with one part of an arrangement: what the host reports, naming the item
    /// (or line) at fault.
    public struct Problem: Error, Equatable, Sendable {
        /// The 0-based item at fault, or nil for a problem of the whole or of a line.
        public var item: Int?
        public var message: String

        /// Frames that are finite from the box's origin but end past the largest position
        /// the layout can hold (`LayoutGeometry.checkFinite`) once the section is stacked.
        public static let unbounded = Problem(
            item: nil,
            message: "where the section starts, its frames would reach past the largest position the layout can hold")
    }

    /// The first problem, or nil when the layout can use the arrangement: one frame per
    /// item, each finite with a non-negative size, inside the box across the scroll axis and
    /// not before it along it; lines (if any) that cover the items in order, each once.
    public func problem(in box: SectionContentBox) -> Problem? {
        if itemFrames.count != box.itemCount {
            return Problem(item: nil, message: "placed \(itemFrames.count) item\(itemFrames.count == 1 ? "" : "s") but the section has \(box.itemCount)")
        }
        let vertical = box.direction == .vertical
        for (i, f) in itemFrames.enumerated() where !SectionArrangement.accepts(f, across: box.across, vertical: vertical) {
            if let message = SectionArrangement.problem(of: f, across: box.across, vertical: vertical) {
                return Problem(item: i, message: message)
            }
        }
        return problemBesideFrames(in: box)
    }

    /// The first problem other than the item frames' (`problem(in:)` less its frame loop):
    /// for a caller that has checked every frame already, where it could name each one.
    public func problemBesideFrames(in box: SectionContentBox) -> Problem? {
        linesProblem(itemCount: box.itemCount) ?? stackingProblem(in: box)
    }

    /// What is wrong with the header and footer insets and the items' extent, or nil: the
    /// insets finite and not negative, leaving the header and footer a width; the extent
    /// finite, not before the furthest item end, and leaving the content a length.
    public func stackingProblem(in box: SectionContentBox) -> Problem? {
        let scrollAxis = box.direction.scrollAxis, lineAxis = box.direction.lineAxis
        // The collection view's dimension across the scroll axis, as the box was cut from it.
        let dimension = box.across + box.insets.begin(lineAxis) + box.insets.end(lineAxis)
        func problem(_ name: String, _ insets: EdgeInsets) -> Problem? {
            guard insets != .zero else { return nil }
            for side in [insets.top, insets.left, insets.bottom, insets.right] where !(side.isFinite && side >= 0) {
                return Problem(item: nil, message: "the \(name) insets \(Self.describe(insets)) are not all finite and ≥ 0")
            }
            guard insets.begin(lineAxis) + insets.end(lineAxis) <= dimension else {
                return Problem(
                    item: nil,
                    message: "the \(name) insets \(Self.describe(insets)) are wider than the collection view (\(FieldCheck.format(dimension)))")
            }
            return nil
        }
        if let problem = problem("header", headerInsets) ?? problem("footer", footerInsets) { return problem }
        if let itemsExtent, !itemsExtent.isFinite {
            return Problem(item: nil, message: "the items' extent \(FieldCheck.format(itemsExtent)) is not finite")
        }
        // Each finite, they can still add up past what a layout holds wherever the section
        // starts (`LayoutGeometry.checkFinite`): the plugin's doing, so named here.
        let stacked = headerInsets.begin(scrollAxis) + headerInsets.end(scrollAxis) + footerInsets.begin(scrollAxis)
            + footerInsets.end(scrollAxis) + (itemsExtent ?? 0) + box.headerLength + box.footerLength
            + box.insets.begin(scrollAxis) + box.insets.end(scrollAxis)
        guard LayoutGeometry.holds(stacked, scale: box.scale) else {
            return Problem(
                item: nil,
                message: "the header and footer insets and the items' extent add up past the largest position the layout "
                    + "can hold (\(LayoutGeometry.limit(scale: box.scale)))")
        }
        guard let itemsExtent else { return nil }
        let furthest = itemFrames.reduce(-Double.infinity) { Swift.max($0, $1.max(along: scrollAxis)) }
        let least = Swift.max(furthest, -(box.insets.begin(scrollAxis) + box.insets.end(scrollAxis)))
        guard itemsExtent >= least else {
            let reason = furthest >= least ? "the furthest item end (\(FieldCheck.format(furthest)))"
                : "minus the section's insets on the scroll axis (\(FieldCheck.format(least)))"
            return Problem(item: nil, message: "the items' extent \(FieldCheck.format(itemsExtent)) is less than \(reason)")
        }
        return nil
    }

    /// True when the layout can use item frame `f` (`problem(of:)` says why not): the test
    /// alone, inlined where a million frames are checked.
    @inlinable @inline(__always)
    public static func accepts(_ f: Rect, across: Double, vertical: Bool) -> Bool {
        let start = vertical ? f.x : f.y, length = vertical ? f.width : f.height, along = vertical ? f.y : f.x
        return f.isFinite && f.width >= 0 && f.height >= 0 && start >= 0 && start + length <= across && along >= 0
    }

    /// What is wrong with one item frame, or nil.
    public static func problem(of f: Rect, across: Double, vertical: Bool) -> String? {
        if accepts(f, across: across, vertical: vertical) { return nil }
        guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else {
            return "frame \(describe(f)) is not finite"
        }
        guard f.width >= 0, f.height >= 0 else { return "frame \(describe(f)) has a negative size" }
        let (start, length) = vertical ? (f.x, f.width) : (f.y, f.height)
        let along = vertical ? f.y : f.x
        if start < 0 || start + length > across {
            return "frame \(describe(f)) lies outside the content box across the scroll axis (0...\(FieldCheck.format(across)))"
        }
        if along < 0 { return "frame \(describe(f)) starts before the content box (\(vertical ? "y" : "x") < 0)" }
        return nil
    }

    /// What is wrong with the declared lines alone (bands finite and non-negative, covering
    /// the items in order), or nil.
    public func linesProblem(itemCount: Int) -> Problem? {
        var next = 0
        for (j, line) in lines.enumerated() {
            let f = line.frame
            guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else {
                return Problem(item: nil, message: "line \(j + 1): band \(SectionArrangement.describe(f)) is not a finite, non-negative band")
            }
            guard line.items.lowerBound == next else {
                return Problem(item: nil, message: "line \(j + 1) starts at item \(line.items.lowerBound); lines must cover the items in order, from item \(next)")
            }
            next = line.items.upperBound
        }
        if !lines.isEmpty && next != itemCount {
            return Problem(item: nil, message: "the lines end at item \(next - 1) but the section has \(itemCount) items")
        }
        return nil
    }

    static func describe(_ e: EdgeInsets) -> String {
        "(top \(FieldCheck.format(e.top)), left \(FieldCheck.format(e.left)), bottom \(FieldCheck.format(e.bottom)), right \(FieldCheck.format(e.right)))"
    }

    /// `(x, y, width, height)`, as error messages print a frame.
    public static func describe(_ f: Rect) -> String {
        "(\(FieldCheck.format(f.x)), \(FieldCheck.format(f.y)), \(FieldCheck.format(f.width)), \(FieldCheck.format(f.height)))"
    }
}

/// Asks for the arrangement of a section: nil leaves the section to the flow layout.
public typealias SectionArranger = (SectionContentBox) -> SectionArrangement?

/// An arrangement the layout can use as it is: checked once, where it was made, against
/// the box it is for (`check(_:in:)`), so the flow layout does not check it again. Only
/// where the section starts can still refuse it (frames that would end past the largest
/// position a layout holds, `SectionArrangement.Problem.unbounded`).
public struct CheckedSectionArrangement: Sendable, Equatable {
    public let arrangement: SectionArrangement

    private init(_ arrangement: SectionArrangement) { self.arrangement = arrangement }

    /// The arrangement, checked against `box` (`SectionArrangement.problem(in:)`).
    public static func check(_ arrangement: SectionArrangement, in box: SectionContentBox) -> Result<Self, SectionArrangement.Problem> {
        if let problem = arrangement.problem(in: box) { return .failure(problem) }
        return .success(CheckedSectionArrangement(arrangement))
    }

    /// The arrangement, checked against `box` but for its item frames, which the caller
    /// checked one by one (`SectionArrangement.accepts`) where it could name each one's
    /// source: one frame per item, each accepted.
    public static func check(
        _ arrangement: SectionArrangement, framesAccepted: Void, in box: SectionContentBox
    ) -> Result<Self, SectionArrangement.Problem> {
        guard arrangement.itemFrames.count == box.itemCount else { return check(arrangement, in: box) }
        if let problem = arrangement.problemBesideFrames(in: box) { return .failure(problem) }
        return .success(CheckedSectionArrangement(arrangement))
    }
}

/// Arranges sections with arrangements checked where they were made (the plugin host's
/// `M.place`): `arrange` answers a section's arrangement (nil leaves it to the flow
/// layout); `refused` hears of one the layout could not use where the section starts
/// (`SectionArrangement.Problem.unbounded`), so that its maker can name itself.
public struct CheckedSectionArranger {
    public var arrange: (SectionContentBox) -> CheckedSectionArrangement?
    public var refused: (SectionContentBox, SectionArrangement.Problem) -> Void

    public init(
        arrange: @escaping (SectionContentBox) -> CheckedSectionArrangement?,
        refused: @escaping (SectionContentBox, SectionArrangement.Problem) -> Void
    ) {
        self.arrange = arrange
        self.refused = refused
    }
}
