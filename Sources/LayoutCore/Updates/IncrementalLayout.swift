// Rules: docs/layout-rules.md, R4, R12, R13, C24, C26; docs/updates.md, "Incremental re-layout"

/// What a flow layout was computed from: the input of `FlowLayout.layout`.
public struct FlowLayoutInput: Hashable, Sendable {
    public var configuration: FlowLayoutConfiguration
    public var sections: [FlowSection]
    public var collectionView: CollectionViewMetrics

    public init(configuration: FlowLayoutConfiguration, sections: [FlowSection], collectionView: CollectionViewMetrics) {
        self.configuration = configuration
        self.sections = sections
        self.collectionView = collectionView
    }

    /// The layout from scratch.
    public func layout() throws(LayoutError) -> LayoutGeometry {
        try FlowLayout.layout(configuration: configuration, sections: sections, collectionView: collectionView)
    }
}

/// What a compositional layout was computed from: the input of `CompositionalLayout.layout`.
public struct CompositionalLayoutInput: Hashable, Sendable {
    public var configuration: CompositionalLayoutConfiguration
    /// One spec per section; nil is UIKit's empty section (C16).
    public var sections: [CompositionalSection?]
    public var itemCounts: [Int]
    public var collectionView: CollectionViewMetrics

    public init(
        configuration: CompositionalLayoutConfiguration, sections: [CompositionalSection?], itemCounts: [Int],
        collectionView: CollectionViewMetrics
    ) {
        self.configuration = configuration
        self.sections = sections
        self.itemCounts = itemCounts
        self.collectionView = collectionView
    }

    /// The layout from scratch.
    public func layout() throws(LayoutError) -> LayoutGeometry {
        try CompositionalLayout.layout(
            configuration: configuration, sections: sections, itemCounts: itemCounts, collectionView: collectionView)
    }
}

/// Lays out again, after an update, only what the update changed (issue 9, point 6).
///
/// Given the previous input and its geometry, the new input and the update's
/// `UpdateMapping`, each new section is either
///
/// - **reused**: it has an old section (`mapping.oldSection(forNew:)`) whose items it keeps
///   (`keepsItems`), whose input is equal (the flow section's delegate answers, or the
///   compositional spec and item count) and which starts where the old one started. Its
///   `SectionLayout` is the old one with its new `index`: O(1), no frame is touched;
/// - **shifted**: the same, except that it starts elsewhere along the scroll axis. It is
///   placed again at its new origin, with nothing solved (a compositional root group is
///   solved once per distinct spec, as in a full layout): O(its items). Adding the shift to
///   the old frames would be cheaper but not exact: the layouts round `origin + offset`
///   (R12, C26), and in floating point `round(o' + r)` is not always `round(o + r) + (o' - o)`
///   (a sum near a half pixel, a scale whose pixels are not binary fractions such as 3);
/// - **laid out**: every other section (inserted, reloaded, items inserted, deleted or moved,
///   input changed), as a full layout would.
///
/// Origins, the content size, warnings, pinned headers and footers (R13: they depend on the
/// section's frame and the visible rect, both the same for a reused section), the
/// compositional inter-section spacing (C24) and layout-level boundary items are computed
/// as a full layout computes them, so the result equals `next.layout()` exactly, element for
/// element (`IncrementalLayoutPropertyTests`). When the configuration or the collection view
/// changed, or the previous geometry or the mapping does not fit the inputs, every section
/// is laid out again.
public enum IncrementalLayout {
    /// The new geometry and how each of its sections was obtained.
    public struct Result: Sendable {
        public var geometry: LayoutGeometry
        /// Per new section: how it was obtained.
        public var sources: [SectionSource]

        /// The new sections that were laid out (not reused or shifted), in order.
        public var laidOutSections: [Int] { sources.indices.filter { sources[$0] == .laidOut } }
        /// How many sections were reused as they were.
        public var reusedCount: Int { sources.reduce(0) { $0 + ($1 == .reused ? 1 : 0) } }
        /// How many sections were placed again at a new origin.
        public var shiftedCount: Int { sources.reduce(0) { $0 + ($1 == .shifted ? 1 : 0) } }
    }

    /// How the incremental layout obtained a section.
    public enum SectionSource: Hashable, Sendable {
        /// The old section's layout, unchanged but for its index.
        case reused
        /// An unchanged section placed again at a new origin (nothing solved).
        case shifted
        /// Laid out as a full layout would.
        case laidOut
    }

    // MARK: Flow

    /// The flow layout of `next`, reusing `previousGeometry` (the layout of `previous`).
    ///
    /// - Throws: the `LayoutError` `next.layout()` would throw.
    public static func flow(
        previous: FlowLayoutInput, previousGeometry: LayoutGeometry, next: FlowLayoutInput, mapping: UpdateMapping
    ) throws(LayoutError) -> Result {
        let c = next.configuration, cv = next.collectionView
        let direction = c.scrollDirection
        let D = Swift.max(FlowLayout.dimension(cv, direction), 0)
        guard previous.configuration == c, previous.collectionView == cv,
            previousGeometry.sections.count == previous.sections.count,
            mapping.oldSectionCount == previous.sections.count, mapping.newSectionCount == next.sections.count,
            D > 0, cv.size.width > 0, cv.size.height > 0
        else {
            let geometry = try next.layout()
            return Result(geometry: geometry, sources: Array(repeating: .laidOut, count: geometry.sections.count))
        }
        let reusable = previous.sections.withUnsafeBufferPointer { old in
            next.sections.withUnsafeBufferPointer { new in
                reusableOldSections(count: new.count, mapping: mapping) { n, o in
                    sameInput(old.baseAddress! + o, new.baseAddress! + n)
                }
            }
        }
        // The sections laid out again, in order.
        let changed = reusable.indices.filter { reusable[$0] == nil }
        // The error a full layout would give: the configuration and the collection view did
        // not change, and a section whose input did not change was valid before.
        try FlowLayoutValidation.validate(c, [], cv)
        for index in changed { try FlowLayoutValidation.validate(next.sections[index], index: index) }
        // A reused section's input, configuration and collection view are those of an old
        // section; when the old layout warned about nothing, neither does it.
        let reusedMayWarn = !previousGeometry.warnings.isEmpty

        let axes = AxisMapping(axis: direction.lineAxis), scrollAxis = direction.scrollAxis
        let scale = cv.pixelScale
        var geometry = LayoutGeometry(
            bounds: cv.bounds, scale: scale, scrollDirection: direction, contentSize: .zero, sections: [],
            queryOrder: .cellsThenSupplementariesByKind, layoutDirection: cv.layoutDirection)
        var sources: [SectionSource] = []
        sources.reserveCapacity(next.sections.count)
        let shift = FlowLayout.contentShift(c, cv)
        var origin = shift.lead
        let oldSections = previousGeometry.sections
        let start = startingSections(oldSections, count: next.sections.count, mapping: mapping)
        var sections = start.sections
        // With the old list shared and no warning to repeat, a run of unchanged sections
        // that starts where it started before is left as it is, unread: it ends where it
        // ended before. An update then reads only the sections it changed and those after
        // them up to the next one in place, not 10,000 sections in cold memory.
        let skipsRuns = start.sharesOld && !reusedMayWarn
        var nextChanged = 0
        var failure: LayoutError?
        // Read in place: a copy of each input only to compare it would retain its arrays.
        next.sections.withUnsafeBufferPointer { inputs in
            var index = 0
            while index < inputs.count {
                func metricsWarning(_ section: FlowSection) -> FlowSectionMetrics {
                    let insets = FlowLayout.adjustedInsets(section.inset ?? c.sectionInset, c, cv)
                    let metrics = FlowSectionMetrics(section: section, configuration: c, insets: insets)
                    if let warning = FlowLayout.oversizeWarning(
                        section, index: index, configuration: c, metrics: metrics, dimension: D, axes: axes)
                    {
                        geometry.warnings.append(warning)
                    }
                    return metrics
                }
                while nextChanged < changed.count && changed[nextChanged] <= index { nextChanged += 1 }
                let old = reusable[index]
                if let old, oldSections.frame(at: old).min(along: scrollAxis) == origin {
                    if skipsRuns {
                        let end = nextChanged < changed.count ? changed[nextChanged] : inputs.count
                        sources.append(contentsOf: repeatElement(.reused, count: end - index))
                        origin = oldSections.frame(at: end - 1).max(along: scrollAxis)
                        index = end
                        continue
                    }
                    if reusedMayWarn { _ = metricsWarning(inputs[index]) }
                    reuse(oldSections, old, as: index, in: &sections)
                    origin = origin + oldSections.frame(at: old).length(along: scrollAxis)
                    sources.append(.reused)
                    index += 1
                    continue
                }
                let section = inputs[index]
                let metrics = metricsWarning(section)
                let placement = FlowLayout.place(
                    section, metrics: metrics, configuration: c, dimension: D, origin: origin, scale: scale, axes: axes)
                do throws(LayoutError) {
                    try LayoutGeometry.checkItems(of: index, placement.itemsFrame, scale: scale)
                } catch {
                    failure = error
                    return
                }
                let extent = placement.sectionExtent(footerLength: metrics.footerLength, scrollAxis: axes.axis.cross)
                let laidOut = FlowLayout.sectionLayout(
                    index: index, placement: placement, metrics: metrics, origin: origin, extent: extent,
                    dimension: D, scale: scale, axes: axes, configuration: c, collectionView: cv)
                put(laidOut, at: index, in: &sections)
                sources.append(old == nil ? .laidOut : .shifted)
                origin = origin + extent
                index += 1
            }
        }
        if let failure { throw failure }
        geometry.sections = sections
        let total = origin + shift.trail
        geometry.contentSize = direction == .vertical ? Size(width: D, height: total) : Size(width: total, height: D)
        try geometry.checkFinite()
        return Result(geometry: geometry, sources: sources)
    }

    // MARK: Compositional

    /// The compositional layout of `next`, reusing `previousGeometry` (the layout of
    /// `previous`).
    ///
    /// - Throws: the `LayoutError` `next.layout()` would throw.
    public static func compositional(
        previous: CompositionalLayoutInput, previousGeometry: LayoutGeometry, next: CompositionalLayoutInput,
        mapping: UpdateMapping
    ) throws(LayoutError) -> Result {
        let configuration = next.configuration, cv = next.collectionView
        guard previous.configuration == configuration, previous.collectionView == cv,
            previousGeometry.sections.count == previous.sections.count,
            previous.itemCounts.count == previous.sections.count,
            mapping.oldSectionCount == previous.sections.count, mapping.newSectionCount == next.sections.count
        else {
            let geometry = try next.layout()
            return Result(geometry: geometry, sources: Array(repeating: .laidOut, count: geometry.sections.count))
        }
        try CompositionalValidation.validate(
            configuration, sectionCount: next.sections.count, itemCounts: next.itemCounts, collectionView: cv)
        let reusable = previous.sections.withUnsafeBufferPointer { before in
            next.sections.withUnsafeBufferPointer { after in
                reusableOldSections(count: after.count, mapping: mapping) { new, old in
                    // Compared in place: copying two large section values per section was
                    // most of an update's cost at 10,000 sections.
                    previous.itemCounts[old] == next.itemCounts[new] && sameSection(before.baseAddress! + old, after.baseAddress! + new)
                }
            }
        }

        // The loop of `CompositionalLayout.layout`, with reuse.
        let env = CompositionalEnvironment(configuration, cv)
        let globalItems = configuration.boundarySupplementaryItems
        let globalContainer = env.layoutContainer
        let globalSizes = CompositionalLayout.resolvedSizes(globalItems, in: globalContainer, scale: env.scale)
        let (pre, post) = CompositionalLayout.boundaryExtents(globalItems, globalSizes, axis: env.axis)
        let oldSections = previousGeometry.sections
        var cache = SolvedGroupCache()
        var layouts = startingSections(oldSections, count: next.sections.count, mapping: mapping).sections
        var sources: [SectionSource] = []
        sources.reserveCapacity(next.sections.count)
        var offset = pre
        var cross = env.crossLength
        var stacked = false
        for index in next.sections.indices {
            // Tested in place (see `sameSection`), bound (copied) only when the section is
            // laid out again.
            guard next.sections[index]?.interGroupSpacing != nil else {
                // Nothing to reuse: an empty section is one zero-sized frame.
                put(CompositionalLayout.emptySection(index, at: offset, env), at: index, in: &layouts)
                let old = reusable[index]
                sources.append(
                    old == nil ? .laidOut
                        : oldSections.frame(at: old!).min(along: env.axis) == offset ? .reused : .shifted)
                continue
            }
            if stacked && configuration.interSectionSpacing != 0 { offset += configuration.interSectionSpacing }
            stacked = true
            if let old = reusable[index], case let oldFrame = oldSections.frame(at: old), oldFrame.min(along: env.axis) == offset {
                reuse(oldSections, old, as: index, in: &layouts)
                // C30: offsets are the view's state by section index, as a full layout reads them.
                // (Asked of the input first: reading the layout's field copies the section.)
                if next.sections[index]?.orthogonalScrollingBehavior.scrollsOrthogonally == true,
                    let orthogonal = layouts[index].orthogonal
                {
                    let offset = env.orthogonalOffsets[index] ?? orthogonal.firstDisplayOffset(scale: env.scale)
                    if orthogonal.offset != offset { layouts[index].orthogonal?.offset = offset }
                }
                sources.append(.reused)
                offset += oldFrame.length(along: env.axis)
                cross = Swift.max(cross, oldFrame.length(along: env.axis.cross))
                continue
            }
            let section = try CompositionalLayout.layoutSection(
                index, next.sections[index]!, itemCount: next.itemCounts[index], origin: offset, env, &cache)
            try LayoutGeometry.checkElements(of: section, scale: env.scale)
            sources.append(reusable[index] == nil ? .laidOut : .shifted)
            offset += section.frame.length(along: env.axis)
            cross = Swift.max(cross, section.frame.length(along: env.axis.cross))
            put(section, at: index, in: &layouts)
        }
        let content = env.along.size(length: offset + post, thickness: cross)
        let contentSize = Size(
            width: PixelRounding.round(content.width, scale: env.scale),
            height: PixelRounding.round(content.height, scale: env.scale))
        let layoutItems = CompositionalLayout.placeLayoutItems(
            globalItems, sizes: globalSizes, in: globalContainer, hostStart: pre, hostEnd: offset,
            content: contentSize, env)
        let geometry = LayoutGeometry(
            bounds: cv.bounds, scale: env.scale, scrollDirection: configuration.scrollDirection,
            contentSize: contentSize,
            sections: layouts, layoutSupplementaries: layoutItems, queryOrder: .bySection,
            warnings: CompositionalValidation.orthogonalOffsetWarnings(cv.orthogonalOffsets, sections: next.sections)
                + CompositionalValidation.unreadMarginsWarnings(configuration, sections: next.sections, collectionView: cv),
            visibleRect: cv.visibleRect, layoutDirection: cv.layoutDirection)
        try geometry.checkFinite()
        try LayoutGeometry.checkLayoutItems(layoutItems, scale: env.scale)
        return Result(geometry: geometry, sources: sources)
    }

    // MARK: Shared

    /// The list the new layout starts from, and whether it is the old one. When every
    /// section keeps its index, it is the old list itself, shared (O(1)): a section the
    /// update did not change is then left where it is, and only changed ones are written,
    /// each copying its chunk. Otherwise the new list is built by appending.
    static func startingSections(
        _ old: SectionList, count: Int, mapping: UpdateMapping
    ) -> (sections: SectionList, sharesOld: Bool) {
        if old.count == count && (0..<count).allSatisfy({ mapping.oldSection(forNew: $0) == $0 }) { return (old, true) }
        var sections = SectionList()
        sections.reserveCapacity(count)
        return (sections, false)
    }

    /// Section `index` of the new list is old section `old`, unchanged but for its index.
    static func reuse(_ oldSections: SectionList, _ old: Int, as index: Int, in sections: inout SectionList) {
        guard sections.count <= index else { return }  // the shared old list holds it already
        sections.append(oldSections[old])
        sections[index].index = index
    }

    /// Section `index` of the new list is `section`, computed again.
    static func put(_ section: SectionLayout, at index: Int, in sections: inout SectionList) {
        if sections.count > index { sections[index] = section } else { sections.append(section) }
    }

    /// `==` of two flow section inputs, read in place: comparing loaded values copies
    /// them, retaining their arrays, at 10,000 sections most of the comparison's cost. Field
    /// for field what the synthesized `==` compares (`FlowSectionInputTests` pins the list).
    static func sameInput(_ a: UnsafePointer<FlowSection>, _ b: UnsafePointer<FlowSection>) -> Bool {
        guard a.pointee.itemCount == b.pointee.itemCount, a.pointee.inset == b.pointee.inset,
            a.pointee.minimumLineSpacing == b.pointee.minimumLineSpacing,
            a.pointee.minimumInteritemSpacing == b.pointee.minimumInteritemSpacing,
            a.pointee.headerReferenceSize == b.pointee.headerReferenceSize,
            a.pointee.footerReferenceSize == b.pointee.footerReferenceSize
        else { return false }
        return a.pointee.itemSizes == b.pointee.itemSizes
    }

    /// `==` of two compositional section inputs, read in place field by field: `==` on the
    /// loaded values copies both (a section is a large value: a memmove and a dozen
    /// retains each), which at 10,000 sections was most of an update's cost. Field for
    /// field what the synthesized `==` compares (`CompositionalSectionInputTests` pins the
    /// list).
    static func sameSection(_ a: UnsafePointer<CompositionalSection?>, _ b: UnsafePointer<CompositionalSection?>) -> Bool {
        guard holdsSection(a), holdsSection(b) else { return holdsSection(a) == holdsSection(b) }
        // Reading through the optional (`!`, `?.`) still copies it to the stack first. A
        // section has spare bit patterns, so its optional has its size and holds it at
        // offset 0: the memory of a present one is that of a section.
        guard MemoryLayout<CompositionalSection?>.stride == MemoryLayout<CompositionalSection>.stride else {
            return a.pointee == b.pointee
        }
        return a.withMemoryRebound(to: CompositionalSection.self, capacity: 1) { a in
            b.withMemoryRebound(to: CompositionalSection.self, capacity: 1) { b in sameFields(a, b) }
        }
    }

    /// The fields of two present sections compared where they lie.
    private static func sameFields(_ a: UnsafePointer<CompositionalSection>, _ b: UnsafePointer<CompositionalSection>) -> Bool {
        a.pointee.interGroupSpacing == b.pointee.interGroupSpacing
            && a.pointee.contentInsets == b.pointee.contentInsets
            && a.pointee.supplementariesFollowContentInsets == b.pointee.supplementariesFollowContentInsets
            && a.pointee.contentInsetsReference == b.pointee.contentInsetsReference
            && a.pointee.supplementaryContentInsetsReference == b.pointee.supplementaryContentInsetsReference
            && a.pointee.orthogonalScrollingBehavior == b.pointee.orthogonalScrollingBehavior
            && a.pointee.visibleItemsInvalidationHandler == b.pointee.visibleItemsInvalidationHandler
            && a.pointee.boundarySupplementaryItems == b.pointee.boundarySupplementaryItems
            && a.pointee.decorationItems == b.pointee.decorationItems
            && a.pointee.fitted == b.pointee.fitted
            && a.pointee.group.axis == b.pointee.group.axis
            && a.pointee.group.size == b.pointee.group.size
            && a.pointee.group.interItemSpacing == b.pointee.group.interItemSpacing
            && a.pointee.group.contentInsets == b.pointee.group.contentInsets
            && a.pointee.group.edgeSpacing == b.pointee.group.edgeSpacing
            && a.pointee.group.supplementaryItems == b.pointee.group.supplementaryItems
            && a.pointee.group.subitems == b.pointee.group.subitems
    }

    /// Whether the optional at `p` holds a section, tested in place: optional chaining
    /// reads the tag where it lies, where `== nil` and `if case` copy the whole optional.
    static func holdsSection(_ p: UnsafePointer<CompositionalSection?>) -> Bool {
        p.pointee?.interGroupSpacing != nil
    }

    /// For each new section, the old section whose layout it may reuse: it has one, keeps
    /// its items and its input is `same`; nil otherwise.
    static func reusableOldSections(
        count: Int, mapping: UpdateMapping, same: (_ new: Int, _ old: Int) -> Bool
    ) -> [Int?] {
        (0..<count).map { new in
            guard let old = mapping.oldSection(forNew: new), mapping.keepsItems(newSection: new), same(new, old) else {
                return nil
            }
            return old
        }
    }
}
