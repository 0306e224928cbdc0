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
        let reusable = reusableOldSections(count: next.sections.count, mapping: mapping) { new, old in
            previous.sections[old] == next.sections[new]
        }
        // The error a full layout would give: the configuration and the collection view did
        // not change, and a section whose input did not change was valid before.
        try FlowLayoutValidation.validate(c, [], cv)
        for (index, section) in next.sections.enumerated() where reusable[index] == nil {
            try FlowLayoutValidation.validate(section, index: index)
        }

        let axes = AxisMapping(axis: direction.lineAxis), scrollAxis = direction.scrollAxis
        let scale = cv.pixelScale
        var geometry = LayoutGeometry(
            bounds: cv.bounds, scale: scale, scrollDirection: direction, contentSize: .zero, sections: [],
            queryOrder: .cellsThenSupplementariesByKind)
        geometry.sections.reserveCapacity(next.sections.count)
        var sources: [SectionSource] = []
        sources.reserveCapacity(next.sections.count)
        let oldOrigins = origins(of: previousGeometry.sections, along: scrollAxis)
        let shift = FlowLayout.contentShift(c, cv)
        var origin = shift.lead
        for (index, section) in next.sections.enumerated() {
            let insets = FlowLayout.adjustedInsets(section.inset ?? c.sectionInset, c, cv)
            let metrics = FlowSectionMetrics(section: section, configuration: c, insets: insets)
            if let warning = FlowLayout.oversizeWarning(section, index: index, configuration: c, metrics: metrics, dimension: D, axes: axes) {
                geometry.warnings.append(warning)
            }
            if let old = reusable[index], oldOrigins[old] == origin {
                var reused = previousGeometry.sections[old]
                reused.index = index
                origin = origin + reused.frame.length(along: scrollAxis)
                geometry.sections.append(reused)
                sources.append(.reused)
                continue
            }
            let placement = FlowLayout.place(
                section, metrics: metrics, configuration: c, dimension: D, origin: origin, scale: scale, axes: axes)
            let extent = placement.footerPosition + (metrics.footerLength > 0 ? metrics.footerLength : 0)
            geometry.sections.append(
                FlowLayout.sectionLayout(
                    index: index, placement: placement, metrics: metrics, origin: origin, extent: extent,
                    dimension: D, scale: scale, axes: axes, configuration: c, collectionView: cv))
            sources.append(reusable[index] == nil ? .laidOut : .shifted)
            origin = origin + extent
        }
        let total = origin + shift.trail
        geometry.contentSize = direction == .vertical ? Size(width: D, height: total) : Size(width: total, height: D)
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
        let reusable = reusableOldSections(count: next.sections.count, mapping: mapping) { new, old in
            previous.sections[old] == next.sections[new] && previous.itemCounts[old] == next.itemCounts[new]
        }

        // The loop of `CompositionalLayout.layout`, with reuse.
        let env = CompositionalEnvironment(configuration, cv)
        let globalItems = configuration.boundarySupplementaryItems
        let globalContainer = env.layoutContainer
        let globalSizes = CompositionalLayout.resolvedSizes(globalItems, in: globalContainer, scale: env.scale)
        let (pre, post) = CompositionalLayout.boundaryExtents(globalItems, globalSizes, axis: env.axis)
        let oldOrigins = origins(of: previousGeometry.sections, along: env.axis)
        var cache = SolvedGroupCache()
        var layouts: [SectionLayout] = []
        layouts.reserveCapacity(next.sections.count)
        var sources: [SectionSource] = []
        sources.reserveCapacity(next.sections.count)
        var offset = pre
        var cross = env.crossLength
        var stacked = false
        for index in next.sections.indices {
            guard let spec = next.sections[index] else {
                // Nothing to reuse: an empty section is one zero-sized frame.
                layouts.append(CompositionalLayout.emptySection(index, at: offset, env))
                let old = reusable[index]
                sources.append(
                    old == nil ? .laidOut
                        : oldOrigins[old!] == offset ? .reused : .shifted)
                continue
            }
            if stacked && configuration.interSectionSpacing != 0 { offset += configuration.interSectionSpacing }
            stacked = true
            let section: SectionLayout
            if let old = reusable[index], oldOrigins[old] == offset {
                var reused = previousGeometry.sections[old]
                reused.index = index
                section = reused
                sources.append(.reused)
            } else {
                section = try CompositionalLayout.layoutSection(
                    index, spec, itemCount: next.itemCounts[index], origin: offset, env, &cache)
                sources.append(reusable[index] == nil ? .laidOut : .shifted)
            }
            offset += section.frame.length(along: env.axis)
            cross = Swift.max(cross, section.frame.length(along: env.axis.cross))
            layouts.append(section)
        }
        let layoutItems = CompositionalLayout.placeBoundaryItems(
            globalItems, sizes: globalSizes, in: globalContainer, hostStart: pre, hostEnd: offset,
            raiseZIndex: false, env)
        let content = env.along.size(length: offset + post, thickness: cross)
        let geometry = LayoutGeometry(
            bounds: cv.bounds, scale: env.scale, scrollDirection: configuration.scrollDirection,
            contentSize: Size(
                width: PixelRounding.round(content.width, scale: env.scale),
                height: PixelRounding.round(content.height, scale: env.scale)),
            sections: layouts, layoutSupplementaries: layoutItems, queryOrder: .bySection)
        return Result(geometry: geometry, sources: sources)
    }

    // MARK: Shared

    /// Where each section starts along `axis`, read in place (a copy of each section would
    /// retain its arrays, whose headers lie in cold memory after a large layout).
    static func origins(of sections: [SectionLayout], along axis: Axis) -> [Double] {
        sections.withUnsafeBufferPointer { sections in sections.indices.map { sections[$0].frame.min(along: axis) } }
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
