// Rules: docs/layout-rules.md, C32

/// C32: each section's `visibleItemsInvalidationHandler`, run for a section the first time a
/// query reaches it in a layout pass, with the section's visible items: what it sets
/// (alpha, zIndex, isHidden, center, transform) is what every query answers for them.
///
/// A section whose handler fails is answered without any of its effects; the failure goes
/// to `fail`. A centre may move an element anywhere (a carousel lifting a cell above its
/// section): the snapshot measures how far the moves reach (`MeasuredReach`, R20b).
public final class VisibleItemsInvalidation: ScrollFollowing {
    /// How far a centre is expected to move an element out of its section along the scroll
    /// axis (`limits { reach }`): a hint the snapshot's queries widen by before they have
    /// measured any section, never a bound.
    public let reach: Double
    private let handlers: [Int: VisibleItemsHandlerRef]
    /// Where each failed section's failure goes, as it happens.
    private let fail: (Int, VisibleItemsFailure) -> Void

    /// nil when no section has a handler.
    public init?(
        handlers: [Int: VisibleItemsHandlerRef], reach: Double, fail: @escaping (_ section: Int, VisibleItemsFailure) -> Void
    ) {
        guard !handlers.isEmpty else { return nil }
        self.handlers = handlers
        self.reach = Swift.max(reach, 0)
        self.fail = fail
    }

    /// The handlers of `sections`, by section index.
    public static func handlers(of sections: [CompositionalSection?]) -> [Int: VisibleItemsHandlerRef] {
        var found: [Int: VisibleItemsHandlerRef] = [:]
        for (s, section) in sections.enumerated() {
            if let handler = section?.visibleItemsInvalidationHandler { found[s] = handler }
        }
        return found
    }

    public func followedFrames(forSection s: Int, in geometry: LayoutGeometry) -> FollowedFrames {
        followedFrames(forSection: s, in: geometry, decorations: { [] })
    }

    public func followedFrames(
        forSection s: Int, in geometry: LayoutGeometry, decorations: () -> [PluginDecoration]
    ) -> FollowedFrames {
        guard let handler = handlers[s], geometry.sections.indices.contains(s) else { return .none }
        let items = Self.visibleItems(ofSection: s, in: geometry, decorations: decorations())
        guard !items.isEmpty else { return .none }
        switch handler.handler.invalidate(items, offset: Self.offset(ofSection: s, in: geometry), containerSize: geometry.bounds.size) {
        case .failure(let failure):
            fail(s, failure)
            return .none
        case .success(let changes):
            return Self.effects(changes, items: items)
        }
    }

    /// V2: the section's cells (where they are on screen, C30), boundary items and
    /// decoration items that meet the view's bounds, in query order (C27), then its plugin
    /// decorations that do: those that belong to an item where the item is on screen, the
    /// others where they are (R27).
    public static func visibleItems(
        ofSection s: Int, in geometry: LayoutGeometry, decorations: [PluginDecoration] = []
    ) -> [VisibleItem] {
        let section = geometry.sections[s], bounds = geometry.bounds
        let screen = section.orthogonal.map { $0.scrolled(bounds) } ?? bounds
        var items: [VisibleItem] = []
        let zIndex = section.cellZIndices
        for (i, frame) in section.itemFrames.enumerated() where frame.intersects(screen) {
            items.append(VisibleItem(category: .cell, kind: nil, indexPath: IndexPath(section: s, item: i), frame: frame, zIndex: zIndex[i]))
        }
        for element in section.supplementaries + section.decorationItems
        where element.frame.intersects(
            section.orthogonal?.scrollsWithContent(element.category, kind: element.kind) == true ? screen : bounds)
        {
            items.append(VisibleItem(
                category: element.category, kind: element.kind, indexPath: IndexPath(section: s, item: element.item),
                frame: element.frame, zIndex: element.zIndex))
        }
        for decoration in decorations where (decoration.ownedByItem ? screen : bounds).intersects(decoration.attributes.frame) {
            let element = decoration.attributes
            items.append(VisibleItem(
                category: .decoration, kind: element.kind, indexPath: element.indexPath, frame: element.frame, zIndex: element.zIndex))
        }
        return items
    }

    /// V3: the bounds' origin, plus the section's orthogonal offset along its own axis.
    public static func offset(ofSection s: Int, in geometry: LayoutGeometry) -> Point {
        var offset = geometry.bounds.origin
        if let scrolling = geometry.sections[s].orthogonal {
            if scrolling.axis == .horizontal { offset.x += scrolling.offset } else { offset.y += scrolling.offset }
        }
        return offset
    }

    /// The changes as moves: a centre moves the frame, the zIndex replaces the element's,
    /// alpha, isHidden and transform become custom attributes of those names. Where a
    /// centre puts an element is not limited (the handler's centres are finite numbers,
    /// checked as they are read).
    public static func effects(_ changes: [VisibleItemChange], items: [VisibleItem]) -> FollowedFrames {
        var result = FollowedFrames()
        result.reserveCapacity(changes.count)
        for change in changes where items.indices.contains(change.index) {
            let item = items[change.index]
            var frame = item.frame
            if let center = change.center {
                frame.x = center.x - frame.width / 2
                frame.y = center.y - frame.height / 2
            }
            result.move(FollowedMove(
                key: item.key, frame: frame, zIndex: change.zIndex,
                attributes: FollowedAttributes(alpha: change.alpha, isHidden: change.isHidden, transform: change.transform)))
        }
        return result
    }

    /// `cell 3`, `header 0`, `decoration background 0`: an item as messages name it.
    public static func describe(_ item: VisibleItem) -> String {
        switch item.category {
        case .cell: return "cell \(item.indexPath.item)"
        case .supplementary: return "\(item.kind ?? "supplementary") \(item.indexPath.item)"
        case .decoration: return "decoration \(item.kind ?? "") \(item.indexPath.item)"
        }
    }
}

/// Several sources of followed frames as one (a scene's handlers and its plugins' hooks):
/// each section's moves are merged in order, a later source's move of an element winning.
public final class CombinedFollowing: ScrollFollowing {
    private let sources: [ScrollFollowing]
    public let reach: Double

    /// nil when there is no source; the source itself when there is one.
    public static func combining(_ sources: [ScrollFollowing?]) -> ScrollFollowing? {
        let present = sources.compactMap { $0 }
        if present.count <= 1 { return present.first }
        return CombinedFollowing(present)
    }

    private init(_ sources: [ScrollFollowing]) {
        self.sources = sources
        reach = sources.map(\.reach).max() ?? 0
    }

    public func followedFrames(forSection section: Int, in geometry: LayoutGeometry) -> FollowedFrames {
        followedFrames(forSection: section, in: geometry, decorations: { [] })
    }

    public func followedFrames(
        forSection section: Int, in geometry: LayoutGeometry, decorations: () -> [PluginDecoration]
    ) -> FollowedFrames {
        // Made at most once, for the first source that reads them.
        var made: [PluginDecoration]?
        let once: () -> [PluginDecoration] = {
            if let made { return made }
            let list = decorations()
            made = list
            return list
        }
        var merged = FollowedFrames()
        for source in sources { merged.merge(source.followedFrames(forSection: section, in: geometry, decorations: once)) }
        return merged
    }
}
