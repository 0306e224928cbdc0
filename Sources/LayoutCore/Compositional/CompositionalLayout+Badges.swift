// Rules: docs/layout-rules.md, C45, C46

extension CompositionalLayout {
    /// C45, C46: the badges of a section's items, each stamped with its item's repetition as
    /// the cells are (C13) and rounded (C26). Index paths count each kind in item order.
    static func stampBadges(
        _ solved: SolvedGroup, itemCount n: Int, along first: Double, across: Double, stride: Double, axis: Axis,
        _ env: CompositionalEnvironment
    ) -> [PlacedElement] {
        let per = solved.per
        guard !solved.leafBadges.isEmpty, n > 0, per > 0 else { return [] }
        let mapping = AxisMapping(axis: axis)
        var numbers: [String: Int] = [:]
        var placed: [PlacedElement] = []
        for i in 0..<n {
            let (k, leaf) = i.quotientAndRemainder(dividingBy: per)
            guard let badges = solved.leafBadges[leaf] else { continue }
            // The repetition's origin, computed as `stamp` computes it.
            let o = mapping.point(along: first + Double(k) * stride, across: across)
            for badge in badges {
                let number = numbers[badge.kind, default: 0]
                numbers[badge.kind] = number + 1
                let frame = Rect(
                    x: o.x + badge.frame.x, y: o.y + badge.frame.y, width: badge.frame.width, height: badge.frame.height)
                placed.append(
                    PlacedElement(
                        category: .supplementary, kind: badge.kind, item: number, frame: env.rounded(frame),
                        zIndex: badge.zIndex))
            }
        }
        return placed
    }

    /// The kinds of the badges of `group`'s items, nested groups included.
    static func badgeKinds(of group: CompositionalGroup) -> Set<String> {
        Set(group.supplementaryItems.map(\.kind)).union(subitemBadgeKinds(of: group))
    }

    private static func subitemBadgeKinds(of group: CompositionalGroup) -> Set<String> {
        func kinds(_ subitems: [CompositionalSubitem]) -> Set<String> {
            var result = Set<String>()
            for sub in subitems {
                switch sub {
                case .item(let item): result.formUnion(item.supplementaryItems.map(\.kind))
                case .group(let group): result.formUnion(badgeKinds(of: group))
                }
            }
            return result
        }
        switch group.subitems {
        case .list(let list): return kinds(list)
        case .count(let sub, _), .repeating(let sub, _): return kinds([sub])
        case .custom: return []
        }
    }
}
