// Rules: docs/layout-rules.md, C30, R27

extension LayoutSnapshot {
    /// `elements` as they are seen: the cells of orthogonal sections, and the decorations
    /// that belong to their items (R27), moved back by their section's offset and cut to the
    /// section's frame along its axis, as the inner scroll view clips them, those it hides
    /// left out (C30); everything else as it is. What pictures draw, since the queries
    /// answer unscrolled frames as UIKit's attributes do.
    public func onScreen(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        let sections = geometry.sections
        var scrolled: [Int: (scrolling: OrthogonalScrolling, clip: Rect)] = [:]
        for s in sections.indices {
            if let scrolling = sections[s].orthogonal { scrolled[s] = (scrolling, sections[s].frame) }
        }
        guard !scrolled.isEmpty else { return elements }
        let owned = ownedDecorations(inSections: Set(scrolled.keys))
        return elements.compactMap { element in
            guard let (scrolling, clip) = scrolled[element.indexPath.section],
                scrolling.scrollsWithContent(element.category, kind: element.kind)
                    || (element.category == .decoration && owned.contains(element.key))
            else { return element }
            var seen = element
            let axis = scrolling.axis
            let start = element.frame.min(along: axis) - scrolling.offset
            let end = element.frame.max(along: axis) - scrolling.offset
            let low = Swift.max(start, clip.min(along: axis)), high = Swift.min(end, clip.max(along: axis))
            guard low < high || (start == end && start >= clip.min(along: axis) && start <= clip.max(along: axis)) else {
                return nil
            }
            if axis == .horizontal {
                seen.frame.x = low
                seen.frame.width = Swift.max(high - low, 0)
            } else {
                seen.frame.y = low
                seen.frame.height = Swift.max(high - low, 0)
            }
            return seen
        }
    }

    /// The identities of the plugin decorations that belong to an item (R27) in `sections`,
    /// from section and layout hooks alike.
    private func ownedDecorations(inSections sections: Set<Int>) -> Set<ElementKey> {
        var owned: Set<ElementKey> = []
        func add(_ list: DecorationList) {
            for i in list.indices where list.isOwnedByItem(at: i) && sections.contains(list.indexPath(at: i).section) {
                owned.insert(ElementKey(category: .decoration, kind: list.kind(at: i), indexPath: list.indexPath(at: i)))
            }
        }
        for s in sections { add(decorations(ofSection: s).decorations) }
        add(layoutDecorations.decorations)
        return owned
    }
}
