// Rules: docs/layout-rules.md, R14, C27

/// The output of a base layout (flow or compositional), before any decoration: what the
/// layout placed, section by section, and the inputs plugins need to read it.
public struct LayoutGeometry: Sendable {
    /// The order `elements(in:)` returns base elements in.
    public enum QueryOrder: Sendable {
        /// The flow layout's (R14): all cells, then all headers, then all footers.
        case cellsThenSupplementariesByKind
        /// The compositional layout's (C27): layout-level items, then per section its
        /// cells, its boundary items and its decoration items.
        case bySection
    }

    /// The collection view's bounds: its size, at the content offset.
    public var bounds: Rect
    /// The visible rect: the bounds inset by the content inset (what pinned headers and
    /// plugins that follow the scroll read, R13, R20).
    public var visibleRect: Rect
    public var scale: Double
    public var scrollDirection: ScrollDirection
    public var contentSize: Size
    public var sections: SectionList
    /// Compositional layout-level boundary items (section `IndexPath.layoutLevel`).
    public var layoutSupplementaries: [PlacedElement]
    public var queryOrder: QueryOrder
    /// Warnings the layout raised, as UIKit logs them (an item wider than the section).
    public var warnings: [String]
    /// The collection view's layout direction. The flow layout's frames are already
    /// mirrored in right-to-left (R17).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// True when the frames are left-to-right and the collection view flips them on screen
    /// (`x' = contentWidth - x - width`): the compositional layout in right-to-left (R17c).
    public var flippedByView: Bool { layoutDirection == .rightToLeft && queryOrder == .bySection }
    /// The direction the reported frames run in: the layout direction, but left-to-right
    /// when the view flips them (decorations computed from them are flipped with them).
    public var framesDirection: LayoutDirection { flippedByView ? .leftToRight : layoutDirection }

    public init(
        bounds: Rect, scale: Double, scrollDirection: ScrollDirection, contentSize: Size,
        sections: SectionList, layoutSupplementaries: [PlacedElement] = [],
        queryOrder: QueryOrder, warnings: [String] = [], visibleRect: Rect? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.layoutDirection = layoutDirection
        self.bounds = bounds
        self.visibleRect = visibleRect ?? bounds
        self.scale = scale
        self.scrollDirection = scrollDirection
        self.contentSize = contentSize
        self.sections = sections
        self.layoutSupplementaries = layoutSupplementaries
        self.queryOrder = queryOrder
        self.warnings = warnings
    }

    /// A geometry whose sections are given as an array.
    public init(
        bounds: Rect, scale: Double, scrollDirection: ScrollDirection, contentSize: Size,
        sections: [SectionLayout], layoutSupplementaries: [PlacedElement] = [],
        queryOrder: QueryOrder, warnings: [String] = [], visibleRect: Rect? = nil,
        layoutDirection: LayoutDirection = .leftToRight
    ) {
        self.init(
            bounds: bounds, scale: scale, scrollDirection: scrollDirection, contentSize: contentSize,
            sections: SectionList(sections), layoutSupplementaries: layoutSupplementaries, queryOrder: queryOrder,
            warnings: warnings, visibleRect: visibleRect, layoutDirection: layoutDirection)
    }

    public var itemCount: Int { sections.reduce(0) { $0 + $1.itemCount } }
}
