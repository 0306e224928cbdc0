// Rules: docs/layout-rules.md, R14, R19, R20, C27, C30

extension LayoutSnapshot {
    // MARK: Rect query

    /// `layoutAttributesForElements(in:)`: every element whose frame intersects `rect`, in
    /// the base layout's order (R14 or C27), then plugin decorations in section order. In
    /// an orthogonal section a cell is tested where it is on screen, at its frame moved back
    /// by the section's offset, and answered at its (unscrolled) frame (C30).
    public func elements(in rect: Rect) -> [LayoutAttributes] {
        collect(in: rect)
    }

    /// Every element of the layout, in query order, whether or not it lies in the content.
    public func allElements() -> [LayoutAttributes] {
        collect(in: nil)
    }

    /// Every element of the layout, in `allElements()`'s order, handed to `body` one at a
    /// time instead of gathered: a section of ten million rows is written out without
    /// holding its elements, and its windows of decorations (R24) are computed and let go
    /// in turn.
    public func forEachElement(_ body: (LayoutAttributes) -> Void) {
        withoutActuallyEscaping(body) { body in
            var sink = ElementVisitor(visit: body)
            collect(in: nil, into: &sink)
        }
    }

    private func collect(in rect: Rect?) -> [LayoutAttributes] {
        var result: [LayoutAttributes] = []
        // Room for as many as the last rect's answer held (scrolling asks rects of one
        // size, and growing the array from empty was a tenth of a screenful query's time),
        // within a bound: one huge rect must not make every later answer huge.
        if rect != nil {
            result.reserveCapacity(Swift.min(lastAnswerCount, 4096))
        }
        defer { if rect != nil { lastAnswerCount = result.count } }
        collect(in: rect, into: &result)
        return result
    }

    private func collect<Sink: ElementSink>(in rect: Rect?, into result: inout Sink) {
        let axis = geometry.scrollDirection.scrollAxis
        let low = rect?.min(along: axis) ?? -.infinity, high = rect?.max(along: axis) ?? .infinity
        // Followed frames and decorations may lie outside their sections: the sections
        // within their measured reach of the rect are candidates, computed first
        // (`MeasuredReach`, docs/architecture.md "Reach").
        let width = computeSections(low: low, high: high)
        let wideLow = low - width, wideHigh = high + width
        let sections = sectionBands.candidates(low: wideLow, high: wideHigh).filter {
            sectionBands.overlaps($0, low: wideLow, high: wideHigh)
        }
        let hits: (Rect) -> Bool = { frame in rect.map(frame.intersects) ?? true }

        switch geometry.queryOrder {
        case .cellsThenSupplementariesByKind:
            for s in sections { appendCells(of: s, rect: rect, low: low, high: high, hits: hits, to: &result) }
            for kind in supplementaryKinds {
                // R14 also asks that the section intersect the rect; a section's band
                // contains its (pinned, rounded) supplementaries, so `sections` implies it.
                for s in sections {
                    for element in geometry.sections[s].supplementaries where element.kind == kind && hits(followedFrame(of: element, section: s)) {
                        result.append(styled(followedAttributes(of: element, section: s)))
                    }
                }
            }
            for s in sections { appendDecorationItems(of: s, hits: hits, to: &result) }
        case .bySection:
            for element in geometry.layoutSupplementaries where hits(element.frame) {
                result.append(styled(element.attributes(section: IndexPath.layoutLevel)))
            }
            for s in sections {
                appendCells(of: s, rect: rect, low: low, high: high, hits: hits, to: &result)
                let orthogonal = geometry.sections[s].orthogonal
                for element in geometry.sections[s].supplementaries {
                    var frame = followedFrame(of: element, section: s)
                    // C46: a badge of an orthogonal section is tested where it is on screen.
                    if let orthogonal, orthogonal.scrollsWithContent(.supplementary, kind: element.kind) {
                        frame = orthogonal.onScreen(frame)
                    }
                    if hits(frame) { result.append(styled(followedAttributes(of: element, section: s))) }
                }
                appendDecorationItems(of: s, hits: hits, to: &result)
            }
        }

        for s in sections {
            let list = decorations(ofSection: s).decorations
            // R27: in an orthogonal section a decoration that belongs to an item is tested
            // where its item is on screen, as the cell is (C30). The section is read only
            // for such a decoration: a look at it touches memory a query otherwise spares.
            var screen: Rect??
            // C32: a visible-items handler may have moved some (R20a).
            let moves = follower == nil || list.isEmpty ? nil : followed(s)
            for i in list.indices {
                let element = moves.map { followedDecoration(list, at: i, $0) }
                let frame = element?.frame ?? list.frame(at: i)
                let seen: Bool
                if let rect, list.isOwnedByItem(at: i) {
                    if screen == nil { screen = .some(geometry.sections[s].orthogonal.map { $0.scrolled(rect) }) }
                    seen = screen!.map(frame.intersects) ?? hits(frame)
                } else {
                    seen = hits(frame)
                }
                if seen { result.append(styled(element ?? list[i])) }
            }
            // R24: a section decorated by windows adds the windows the band reaches.
            if windowedDecorator != nil, let windows = lineWindows(ofSection: s) {
                for w in windows.windows(meeting: low, high, reach: decorationReach.widening) {
                    let list = decorations(window: w, of: windows).decorations
                    for i in list.indices where hits(list.frame(at: i)) {
                        result.append(styled(list[i]))
                    }
                }
            }
        }
        let layoutList = layoutDecorations.decorations
        for i in layoutList.indices {
            let s = layoutList.indexPath(at: i).section
            let moves = follower != nil && geometry.sections.indices.contains(s) ? followed(s) : nil
            let element = moves.map { followedDecoration(layoutList, at: i, $0) }
            let frame = element?.frame ?? layoutList.frame(at: i)
            guard hits(ownedScreenFrame(layoutList, at: i, frame: frame, rect: rect) ?? frame) else { continue }
            result.append(styled(element ?? layoutList[i]))
        }
    }

    /// Plugin decoration `i` of `list` at the frame and zIndex a visible-items handler gave
    /// it, if it moved it (C32, R20a).
    private func followedDecoration(_ list: DecorationList, at i: Int, _ moves: FollowedFrames) -> LayoutAttributes {
        var element = list[i]
        if !moves.isEmpty { moves.apply(to: &element) }
        return element
    }

    /// R27: where a layout hook's decoration that belongs to an item of an orthogonal
    /// section is tested by a query of `rect`: its frame moved back by the section's offset
    /// (the query's rect moved forward instead would be one per section); nil for any other.
    private func ownedScreenFrame(_ list: DecorationList, at i: Int, frame: Rect, rect: Rect?) -> Rect? {
        guard rect != nil, list.isOwnedByItem(at: i) else { return nil }
        let s = list.indexPath(at: i).section
        guard geometry.sections.indices.contains(s), let scrolling = geometry.sections[s].orthogonal else { return nil }
        var frame = frame
        if scrolling.axis == .horizontal { frame.x -= scrolling.offset } else { frame.y -= scrolling.offset }
        return frame
    }

    // MARK: Measured reach

    /// Computes the followed frames (R20b), then the decorations, of every section whose band
    /// lies within the measured reach of `low..<high` (the larger of the two: whatever a
    /// query answers of a section, it has computed all of it first), widening until no
    /// section computed reaches farther; returns the width to search at.
    private func computeSections(low: Double, high: Double) -> Double {
        guard decorator != nil || follower != nil else { return 0 }
        return widen(low: low, high: high, reach: { Swift.max($0.decorationReach.widening, $0.followReach.widening) }) { snapshot, s in
            if snapshot.follower != nil, snapshot.followedSections[s] == nil { _ = snapshot.followed(s) }
            if snapshot.decorator != nil, snapshot.sectionDecorations[s] == nil { _ = snapshot.decorations(ofSection: s) }
        }
    }

    /// Calls `compute` for every section whose band lies within `reach` of `low..<high`, and
    /// for the nearest section on each side of them, again while that makes `reach` grow;
    /// returns the final width, with a margin of a few ulps of the positions so that
    /// rounding in `low - width` drops no band.
    ///
    /// The neighbours are what a query that meets no section, or only sections that reach
    /// nowhere, measures first: a rect just above the content finds the cells a carousel
    /// lifted there, and when every section reaches about as far (bands half a pixel past
    /// their sections), the first query is exact.
    private func widen(
        low: Double, high: Double, reach: (LayoutSnapshot) -> Double, compute: (LayoutSnapshot, Int) -> Void
    ) -> Double {
        var width = reach(self)
        let count = sectionBands.count
        while true {
            let margin = width > 0 ? width * 0x1p-40 + (Swift.abs(low.isFinite ? low : 0) + Swift.abs(high.isFinite ? high : 0)) * 0x1p-40 : 0
            let wide = width + margin
            let range = sectionBands.candidates(low: low - wide, high: high + wide)
            for s in range where sectionBands.overlaps(s, low: low - wide, high: high + wide) {
                compute(self, s)
            }
            if range.lowerBound > 0 { compute(self, range.lowerBound - 1) }
            if range.upperBound < count { compute(self, range.upperBound) }
            let grown = reach(self)
            if grown <= width { return wide }
            width = grown
        }
    }

    private func appendCells<Sink: ElementSink>(
        of s: Int, rect: Rect?, low: Double, high: Double, hits: (Rect) -> Bool, to result: inout Sink
    ) {
        if let rect, let orthogonal = geometry.sections[s].orthogonal {
            appendOrthogonalCells(of: s, orthogonal, screen: orthogonal.scrolled(rect), to: &result)
            return
        }
        if follower != nil, !followed(s).movedItems.isEmpty {
            appendCellsMerging(followed(s), of: s, low: low, high: high, hits: hits, to: &result)
            return
        }
        // The loop of `visitCells`, written out: this is the hot path of every rect query.
        // The section's arrays are read once: each read through the section retains them.
        let section = geometry.sections[s]
        let itemFrames = section.itemFrames, zIndex = section.cellZIndices
        var styling: CellStyling?
        if unlinedItems.indexes(section: s) {
            for i in unlinedItems.candidates(section: s, low: low, high: high) where hits(itemFrames[i]) {
                result.append(cellAttributes(section: s, item: i, frame: itemFrames[i], zIndex: zIndex[i], styling: &styling))
            }
            return
        }
        let axis = geometry.scrollDirection.scrollAxis
        let lineList = section.lines
        let (low, high) = lines.widened(s, low: low, high: high)
        for l in lines.candidates(section: s, lines: lineList, low: low, high: high) {
            let band = lineList[l].frame
            guard band.min(along: axis) < high && low < band.max(along: axis) else { continue }
            for i in lineList[l].items where hits(itemFrames[i]) {
                result.append(cellAttributes(section: s, item: i, frame: itemFrames[i], zIndex: zIndex[i], styling: &styling))
            }
        }
    }

    /// Appends the cells of orthogonal section `s` that the content rect `screen` (a rect of
    /// the screen moved by the section's offset) reaches (C30). Its groups share one band
    /// along the scroll axis and follow each other along the other axis, where they are
    /// binary-searched: O(log n + k) however long the row.
    private func appendOrthogonalCells<Sink: ElementSink>(
        of s: Int, _ orthogonal: OrthogonalScrolling, screen: Rect, to result: inout Sink
    ) {
        let hits: (Rect) -> Bool = { $0.intersects(screen) }
        let axis = geometry.scrollDirection.scrollAxis
        let low = screen.min(along: axis), high = screen.max(along: axis)
        if follower != nil, !followed(s).movedItems.isEmpty {
            appendCellsMerging(followed(s), of: s, low: low, high: high, hits: hits, to: &result)
            return
        }
        let section = geometry.sections[s]
        let itemFrames = section.itemFrames, zIndex = section.cellZIndices, lineList = section.lines
        let (wideLow, wideHigh) = lines.widened(s, low: low, high: high)
        guard !lines.candidates(section: s, lines: lineList, low: wideLow, high: wideHigh).isEmpty else { return }
        let x = orthogonal.axis
        var lowX = screen.min(along: x), highX = screen.max(along: x)
        if orthogonal.overhang > 0 {
            let margin = 2 * orthogonal.overhang + (abs(lowX) + abs(highX)) * 0x1p-40
            lowX -= margin
            highX += margin
        }
        // The groups' starts and ends both increase along X when the spacing is not negative.
        var candidates = lineList.indices
        if orthogonal.interGroupSpacing >= 0 && orthogonal.groupLength + orthogonal.interGroupSpacing > 0 {
            let first = partitionPoint(lineList.count) { lineList[$0].frame.max(along: x) > lowX }
            let last = partitionPoint(lineList.count) { lineList[$0].frame.min(along: x) >= highX }
            candidates = first < last ? first..<last : 0..<0
        }
        var styling: CellStyling?
        for l in candidates {
            for i in lineList[l].items where hits(itemFrames[i]) {
                result.append(cellAttributes(section: s, item: i, frame: itemFrames[i], zIndex: zIndex[i], styling: &styling))
            }
        }
    }

    /// Appends the cells of a section some of whose cells follow the scroll (R20c).
    private func appendCellsMerging<Sink: ElementSink>(
        _ followed: FollowedFrames, of s: Int, low: Double, high: Double, hits: (Rect) -> Bool,
        to result: inout Sink
    ) {
        // R20c: cells that did not move are found where the base layout put them; those
        // that moved are tested at their followed frames; all in item order.
        var found: [Int] = []
        visitCells(of: s, low: low, high: high, hits: hits) { i in
            if followed.frame(of: .cell(IndexPath(section: s, item: i))) == nil { found.append(i) }
        }
        for i in followed.movedItems where hits(followed.frame(of: .cell(IndexPath(section: s, item: i)))!) {
            found.append(i)
        }
        found.sort()
        for i in found { result.append(cellAttributes(section: s, item: i)) }
    }

    /// Calls `visit` with every item of section `s` whose base frame `hits` (the loop of
    /// `appendCells`, for the sections whose cells follow the scroll).
    private func visitCells(
        of s: Int, low: Double, high: Double, hits: (Rect) -> Bool, visit: (Int) -> Void
    ) {
        let section = geometry.sections[s]
        if unlinedItems.indexes(section: s) {
            for i in unlinedItems.candidates(section: s, low: low, high: high) where hits(section.itemFrames[i]) {
                visit(i)
            }
            return
        }
        let axis = geometry.scrollDirection.scrollAxis
        let (low, high) = lines.widened(s, low: low, high: high)
        for l in lines.candidates(section: s, lines: section.lines, low: low, high: high) {
            let band = section.lines[l].frame
            guard band.min(along: axis) < high && low < band.max(along: axis) else { continue }
            for i in section.lines[l].items where hits(section.itemFrames[i]) {
                visit(i)
            }
        }
    }

    /// The frame of a header, footer or boundary item: its followed frame, if it follows
    /// the scroll (R20).
    @inline(__always)
    private func followedFrame(of element: PlacedElement, section s: Int) -> Rect {
        follower == nil ? element.frame : followedFrameSlow(of: element, section: s)
    }

    @inline(never)
    private func followedFrameSlow(of element: PlacedElement, section s: Int) -> Rect {
        let key = ElementKey(category: element.category, kind: element.kind, indexPath: IndexPath(section: s, item: element.item))
        return followed(s).frame(of: key) ?? element.frame
    }

    /// A header, footer, boundary item or declared decoration at its followed frame, if it
    /// follows the scroll (R20, C32).
    private func followedAttributes(of element: PlacedElement, section s: Int) -> LayoutAttributes {
        var attributes = element.attributes(section: s)
        if follower != nil { followed(s).apply(to: &attributes) }
        return attributes
    }

    private func appendDecorationItems<Sink: ElementSink>(of s: Int, hits: (Rect) -> Bool, to result: inout Sink) {
        for element in geometry.sections[s].decorationItems where hits(followedFrame(of: element, section: s)) {
            result.append(styled(followedAttributes(of: element, section: s)))
        }
    }

    // MARK: Point queries

    /// `layoutAttributesForItem(at:)`.
    public func item(at indexPath: IndexPath) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(indexPath.section),
            geometry.sections[indexPath.section].itemFrames.indices.contains(indexPath.item)
        else { return nil }
        return cellAttributes(section: indexPath.section, item: indexPath.item)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`, layout-level items included.
    public func supplementary(kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        let elements: [PlacedElement]
        if indexPath.isLayoutLevel {
            elements = geometry.layoutSupplementaries
        } else if geometry.sections.indices.contains(indexPath.section) {
            elements = geometry.sections[indexPath.section].supplementaries
        } else {
            return nil
        }
        guard let element = elements.first(where: { $0.kind == kind && $0.item == indexPath.item }) else { return nil }
        return styled(indexPath.isLayoutLevel
            ? element.attributes(section: indexPath.section) : followedAttributes(of: element, section: indexPath.section))
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`: declared decoration items and plugin
    /// decorations alike, exactly as a rect query returns them.
    public func decoration(kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
        if geometry.sections.indices.contains(indexPath.section) {
            let section = geometry.sections[indexPath.section]
            if let element = section.decorationItems.first(where: { $0.kind == kind && $0.item == indexPath.item }) {
                return styled(followedAttributes(of: element, section: indexPath.section))
            }
            var found: LayoutAttributes?
            // R24: in a section decorated by windows, the windows kept first, then every one.
            func search(_ list: DecorationList) {
                guard found == nil,
                    let k = list.indices.first(where: { list.indexPath(at: $0).item == indexPath.item && list.kind(at: $0) == kind })
                else { return }
                found = follower == nil ? list[k] : followedDecoration(list, at: k, followed(indexPath.section))
            }
            search(decorations(ofSection: indexPath.section).decorations)
            if found == nil, lineWindows(ofSection: indexPath.section) != nil {
                for kept in windowCache.keptWindows(ofSection: indexPath.section) { search(kept.decorations.decorations) }
                if found == nil { forEachDecoration(ofSection: indexPath.section, search) }
            }
            if let found { return styled(found) }
        }
        let key = ElementKey(category: .decoration, kind: kind, indexPath: indexPath)
        return layoutDecorationLookup[key].map(styled)
    }

    // MARK: Custom attributes

    func cellAttributes(section s: Int, item i: Int) -> LayoutAttributes {
        let section = geometry.sections[s]
        return cellAttributes(section: s, item: i, frame: section.itemFrames[i], zIndex: section.cellZIndex(ofItem: i))
    }

    /// The attributes of cell `i` of section `s`, whose base frame and zIndex are given.
    @inline(__always)
    private func cellAttributes(section s: Int, item i: Int, frame: Rect, zIndex: Int) -> LayoutAttributes {
        var attributes = LayoutAttributes(
            category: .cell, indexPath: IndexPath(section: s, item: i), frame: frame, zIndex: zIndex)
        // R20: a cell that follows the scroll is answered at its followed frame.
        if follower != nil { follow(&attributes) }
        return styled(attributes)
    }

    /// The attributes of cell `i` of section `s`, as `cellAttributes(section:item:frame:zIndex:)`
    /// gives them, styled through `styling`, which is made at the section's first cell (when
    /// the general path would first ask for the section's decorations) and kept by the caller
    /// for the section's other cells.
    @inline(__always)
    private func cellAttributes(
        section s: Int, item i: Int, frame: Rect, zIndex: Int, styling: inout CellStyling?
    ) -> LayoutAttributes {
        // With a follower, a cell may move and take the follower's attributes (R20).
        guard follower == nil else { return cellAttributes(section: s, item: i, frame: frame, zIndex: zIndex) }
        if styling == nil {
            styling = CellStyling(
                section: s, count: geometry.sections[s].itemCount, sectionDecorations: decorations(ofSection: s),
                layoutDecorations: layoutDecorations)
        }
        return LayoutAttributes(
            category: .cell, indexPath: IndexPath(section: s, item: i), frame: frame, zIndex: zIndex,
            attributes: styling.unsafelyUnwrapped.attributes(ofItem: i))
    }

    /// Gives a cell its followed frame and zIndex, if it follows the scroll (R20).
    @inline(never)
    private func follow(_ cell: inout LayoutAttributes) {
        let followed = followed(cell.indexPath.section)
        if !followed.movedItems.isEmpty { followed.apply(to: &cell) }
    }

    /// The element with the custom attributes of its section's styles and overrides, then
    /// the layout-wide ones.
    func styled(_ element: LayoutAttributes) -> LayoutAttributes {
        let key = element.key
        var result = element
        if !key.indexPath.isLayoutLevel, geometry.sections.indices.contains(key.indexPath.section) {
            apply(decorations(ofSection: key.indexPath.section), to: &result, key: key)
        }
        apply(layoutDecorations, to: &result, key: key)
        // R20a: the attributes a follower gave an element for this view win (C32: declared
        // and plugin decorations too).
        if follower != nil, !key.indexPath.isLayoutLevel,
            geometry.sections.indices.contains(key.indexPath.section) {
            followed(key.indexPath.section).applyAttributes(to: &result)
        }
        return result
    }

    private func apply(_ source: SectionDecorations, to element: inout LayoutAttributes, key: ElementKey) {
        if source.styles.isEmpty && source.overrides.isEmpty { return }
        // The count of the element's kind (what `last` and negative ranges count from) costs
        // a walk of the section's elements for supplementaries and decorations: computed at
        // most once, and only for a style whose category and kind match.
        var count: Int?
        for style in source.styles where style.category == key.category && (style.kind == nil || style.kind == key.kind) {
            let n = count ?? self.count(of: key, in: source)
            count = n
            guard style.applies(to: key, count: n) else { continue }
            element.attributes.overlay(style.attributes)
        }
        if !source.overrides.isEmpty, let override = source.overrides[key] {
            element.attributes.overlay(override)
        }
    }

    /// How many elements share the key's category and kind in its section: what `last`
    /// and negative ranges count from.
    private func count(of key: ElementKey, in source: SectionDecorations) -> Int {
        let s = key.indexPath.section
        guard geometry.sections.indices.contains(s) else { return 0 }
        let section = geometry.sections[s]
        switch key.category {
        case .cell: return section.itemCount
        case .supplementary: return section.supplementaries.filter { $0.kind == key.kind }.count
        case .decoration:
            if lineWindows(ofSection: s) != nil {
                // R24: counting a kind in a windowed section visits every window, once.
                if let known = windowCache.kindCounts[s]?[key.kind ?? ""] { return known }
                var n = section.decorationItems.filter { $0.kind == key.kind }.count
                forEachDecoration(ofSection: s) { list in n += list.indices.filter { list.kind(at: $0) == key.kind }.count }
                windowCache.kindCounts[s, default: [:]][key.kind ?? ""] = n
                return n
            }
            return section.decorationItems.filter { $0.kind == key.kind }.count
                + (sectionDecorations[s].map { list in list.decorations.indices.filter { list.decorations.kind(at: $0) == key.kind }.count } ?? 0)
        }
    }
}

/// Where a query puts the elements it finds: an array (a rect query's answer), or a visitor
/// (`forEachElement`, which holds none of them).
protocol ElementSink {
    mutating func append(_ element: LayoutAttributes)
}

extension Array: ElementSink where Element == LayoutAttributes {}

/// Hands each element to a function as the query finds it.
struct ElementVisitor: ElementSink {
    let visit: (LayoutAttributes) -> Void

    func append(_ element: LayoutAttributes) { visit(element) }
}
