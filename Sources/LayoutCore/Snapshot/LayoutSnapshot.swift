// Rules: docs/layout-rules.md, R14

/// An immutable layout: the base geometry plus its decorations, with the queries UIKit asks
/// a layout (`layoutAttributesForElements(in:)` and the three point queries).
///
/// Rect queries cost O(log n + k): a binary search over sections, then over lines inside
/// each section reached, then a walk of the matching items. Decorations come from a
/// `SectionDecorating` source, asked lazily the first time a query reaches a section (or
/// eagerly for all sections with `decorateAll()`). Where they land is measured, not
/// declared (`MeasuredReach`): a query searches as far around its rect as any section
/// computed so far reached, so it answers every element of every section computed so far
/// that meets the rect, and lazy and eager snapshots answer alike unless a section not yet
/// computed reaches farther than all those measured (docs/architecture.md, "Reach").
///
/// The snapshot is a class because the lazy decoration cache fills in as queries run; it is
/// not thread-safe, like the rest of a layout pass.
public final class LayoutSnapshot {
    public let geometry: LayoutGeometry
    let decorator: SectionDecorating?
    /// The decorator, when it decorates long sections by windows of lines (R24).
    let windowedDecorator: WindowedSectionDecorating?
    /// The windows of decorations asked for so far, bounded (R24).
    let windowCache = WindowedDecorationCache()
    /// The source of frames that follow the visible rect (R20), if any.
    let follower: ScrollFollowing?
    /// Each section's followed frames, computed on first use.
    var followedSections: [FollowedFrames?]
    /// Decorations from once-per-layout hooks: they may span sections.
    public let layoutDecorations: SectionDecorations
    /// Where sections, their lines, their items without lines and their decorations lie.
    let index: SectionIndex
    var sectionBands: BandIndex { index.sectionBands }
    var lines: LineIndex { index.lines }
    /// Items of sections without lines (R19), searched by their own extents.
    var unlinedItems: ItemIntervalIndex { index.unlinedItems }
    /// Each section's decorations, once asked for.
    var sectionDecorations: SectionSlots<SectionDecorations>
    /// Kinds of supplementary in the order the flow layout returns them (headers first).
    var supplementaryKinds: [String] { index.supplementaryKinds }
    /// Layout-hook decorations by identity. Section decorations are found by a walk of
    /// their section's (short) list instead: hashing every decoration of a million-cell
    /// layout into one dictionary cost more than the decorations themselves.
    var layoutDecorationLookup: [ElementKey: LayoutAttributes] = [:]
    /// How many elements the last rect query returned: the next one reserves that much.
    var lastAnswerCount = 0
    /// How far the decorations computed so far reach out of their sections' bands.
    public internal(set) var decorationReach: MeasuredReach
    /// How far the followed frames computed so far reach out of their sections' bands (R20b).
    public internal(set) var followReach: MeasuredReach

    /// - Parameters:
    ///   - geometry: the base layout.
    ///   - decorator: the source of per-section decorations, if any.
    ///   - layoutDecorations: decorations and styles from once-per-layout hooks.
    ///   - follower: the source of frames that follow the visible rect (R20), if any.
    ///   - previous: an earlier snapshot, typically of the layout before an update: the
    ///     index entries of the sections both layouts share are taken from it (the same
    ///     answers, without reading those sections again).
    public init(
        geometry: LayoutGeometry, decorator: SectionDecorating? = nil,
        layoutDecorations: SectionDecorations = .empty, follower: ScrollFollowing? = nil,
        previous: LayoutSnapshot? = nil
    ) {
        self.geometry = geometry
        self.decorator = decorator
        self.windowedDecorator = decorator as? WindowedSectionDecorating
        self.follower = follower
        self.followedSections = Array(repeating: nil, count: follower == nil ? 0 : geometry.sections.count)
        self.layoutDecorations = layoutDecorations
        self.index = SectionIndex(
            sections: geometry.sections, axis: geometry.scrollDirection.scrollAxis,
            previous: previous.map { ($0.index, $0.geometry.sections) })
        // The sources' declared reach is a hint; what the snapshot before measured is known.
        decorationReach = MeasuredReach(hint: decorator?.reach ?? 0)
        followReach = MeasuredReach(hint: follower?.reach ?? 0)
        if let previous {
            if decorator != nil { decorationReach.learn(from: previous.decorationReach) }
            if follower != nil { followReach.learn(from: previous.followReach) }
        }
        self.sectionDecorations = SectionSlots(sectionCount: geometry.sections.count)
        for decoration in layoutDecorations.decorations { layoutDecorationLookup[decoration.key] = decoration }
    }

    public var contentSize: Size { geometry.contentSize }

    /// Asks the decorator for every section now, as an eager layout pass does.
    public func decorateAll() {
        for section in geometry.sections.indices { _ = decorations(ofSection: section) }
    }

    /// The windows section `section` is decorated by, if it is decorated by windows (R24).
    public func lineWindows(ofSection section: Int) -> LineWindows? {
        guard let windowedDecorator else { return nil }
        return windowCache.windows(ofSection: section, decorator: windowedDecorator, geometry: geometry)
    }

    /// The decorations of window `w` of a section decorated by windows, computed on first
    /// use and kept while recently used (R24).
    func decorations(window w: Int, of windows: LineWindows) -> SectionDecorations {
        guard let windowedDecorator else { return .empty }
        return windowCache.decorations(window: w, of: windows, decorator: windowedDecorator, geometry: geometry)
    }

    /// Every decoration of section `s` made by its decorator (not its declared decoration
    /// items): the section-wide ones, then, in a section decorated by windows, each
    /// window's in order. Visiting a long windowed section computes every window, one at a
    /// time, keeping only the recently used (R24).
    public func forEachDecoration(ofSection s: Int, _ body: (DecorationList) -> Void) {
        body(decorations(ofSection: s).decorations)
        guard let windows = lineWindows(ofSection: s) else { return }
        for w in 0..<windows.count { body(decorations(window: w, of: windows).decorations) }
    }

    /// The section's decorations, computed on first use (in a section decorated by
    /// windows, only those that span the section, R24).
    func decorations(ofSection section: Int) -> SectionDecorations {
        if let cached = sectionDecorations[section] { return cached }
        let computed = decorator?.decorations(forSection: section, in: geometry) ?? .empty
        if computed.isComplete { sectionDecorations.put(computed, at: section) }
        decorationReach.record(band: band(ofSection: section), elements: computed.decorations.extent(along: geometry.scrollDirection.scrollAxis))
        return computed
    }

    /// Section `s`'s own band on the scroll axis: what its decorations' and followed
    /// frames' reach is measured from.
    func band(ofSection s: Int) -> (start: Double, end: Double) {
        (sectionBands.starts[s], sectionBands.ends[s])
    }

    /// The section's followed frames (R20), computed on first use.
    func followed(_ section: Int) -> FollowedFrames {
        guard let follower else { return .none }
        if let known = followedSections[section] { return known }
        let computed = follower.followedFrames(forSection: section, in: geometry, decorations: { self.pluginDecorations(ofSection: section) })
        followedSections[section] = computed
        followReach.record(band: band(ofSection: section), elements: computed.extent(along: geometry.scrollDirection.scrollAxis))
        return computed
    }

    /// The plugin decorations of `section`, from its section hooks and the layout hooks, as
    /// a visible-items handler is given them (C32, R27).
    private func pluginDecorations(ofSection section: Int) -> [PluginDecoration] {
        var found: [PluginDecoration] = []
        let list = decorations(ofSection: section).decorations
        for i in list.indices { found.append(PluginDecoration(attributes: list[i], ownedByItem: list.isOwnedByItem(at: i))) }
        let layoutList = layoutDecorations.decorations
        for i in layoutList.indices where layoutList.indexPath(at: i).section == section {
            found.append(PluginDecoration(attributes: layoutList[i], ownedByItem: layoutList.isOwnedByItem(at: i)))
        }
        return found
    }

    /// Which plugin use made each decoration computed so far (section and layout hooks'),
    /// by identity: what `ChangeList.compute` pairs decorations by across an update.
    public func decorationPluginUses() -> [ElementKey: Int] {
        var uses: [ElementKey: Int] = [:]
        func add(_ list: DecorationList) {
            for k in list.indices {
                guard let use = list.pluginUse(at: k) else { continue }
                uses[ElementKey(category: .decoration, kind: list.kind(at: k), indexPath: list.indexPath(at: k))] = use
            }
        }
        add(layoutDecorations.decorations)
        for section in geometry.sections.indices {
            if let decorations = sectionDecorations[section] {
                add(decorations.decorations)
                // R24: a windowed section's windows are not all kept; the uses of its
                // decorations are those of every window.
                if lineWindows(ofSection: section) != nil {
                    forEachDecoration(ofSection: section) { add($0) }
                }
            }
        }
        return uses
    }

    /// How many windows of decorations the snapshot keeps now (R24): bounded, whatever the
    /// size of its sections.
    public var windowsKept: Int { windowCache.keptCount }

    /// The number of sections whose decorations have been computed so far.
    public var decoratedSectionCount: Int { sectionDecorations.storedCount }
}
