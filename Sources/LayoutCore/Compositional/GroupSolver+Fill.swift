// Rules: docs/layout-rules.md, C1, C2, C5-C7, C34, C35, C40

extension GroupSolver {
    // MARK: Internal

    /// Chooses the subitems of `group` and their sizes: a first pass, then C7's second solve
    /// when a placed subitem depends on the container along G, the spacing is non-zero and
    /// at least two were placed. The second solve resolves in a container shortened by
    /// `spacing·(n−1)` along G, which is how count groups get
    /// `floorpx((avail − s·(count−1)) · (1.0/count))`.
    mutating func choose(
        _ group: CompositionalGroup, _ candidates: [CompositionalSubitem], content: Size, path: LayoutFieldPath
    ) throws(LayoutError) -> [Placement] {
        let axis = group.axis
        let spacing = group.interItemSpacing.value
        // Settling: each pass chooses from the same next item; the caller appends the leaves.
        let pendingBefore = pending
        defer { pending = pendingBefore }
        let first = try fill(group, candidates, container: content, avail: content.length(along: axis),
                             firstPass: true, path: path)
        let dependent = first.contains { candidates[$0.index].size.dimension(along: axis).dependsOnContainer(along: axis) }
        guard spacing != 0, first.count >= 2, dependent else { return first }
        let avail = content.length(along: axis)
        let shortened = AxisMapping(axis: axis).replacingLength(
            of: content, with: avail - spacing * Double(first.count - 1))
        pending = pendingBefore
        return try fill(group, candidates, container: shortened, avail: avail, firstPass: false, path: path)
    }

    // MARK: Private

    /// One pass: count groups take exactly `count` copies (C6); a group estimated along G
    /// takes each subitem once (C2b); otherwise the fit loop (C5).
    private mutating func fill(
        _ group: CompositionalGroup, _ candidates: [CompositionalSubitem], container: Size, avail: Double,
        firstPass: Bool, path: LayoutFieldPath
    ) throws(LayoutError) -> [Placement] {
        switch group.subitems {
        case .custom:
            return []  // placed by `placeCustom`, never chosen
        case .count(_, let count), .repeating(_, let count):
            guard settling else {
                let p = try measure(candidates[0], index: 0, in: container, path: Self.path(of: group, 0, path))
                return [Placement](repeating: p, count: count)
            }
            // Settling: each copy holds other items, with their own fitted sizes (C34).
            var placements: [Placement] = []
            placements.reserveCapacity(count)
            for _ in 0..<count {
                let p = try measure(candidates[0], index: 0, in: container, path: Self.path(of: group, 0, path))
                pending += p.leafCount
                placements.append(p)
            }
            return placements
        case .list:
            guard !group.size.dimension(along: group.axis).isEstimated else {
                var placements: [Placement] = []
                for i in candidates.indices {
                    let p = try measure(candidates[i], index: i, in: container, path: Self.path(of: group, i, path))
                    pending += p.leafCount
                    placements.append(p)
                }
                return placements
            }
            return try fitLoop(group, candidates, container: container, avail: avail, firstPass: firstPass, path: path)
        }
    }

    /// C5: cycle through the candidates, subtracting spacing (except, in the first pass, in
    /// front of a container-dependent one, C7) and length; accept while `rem ≥ −0.25`, and
    /// stop at the first candidate that does not fit, without trying later ones.
    private mutating func fitLoop(
        _ group: CompositionalGroup, _ candidates: [CompositionalSubitem], container: Size, avail: Double,
        firstPass: Bool, path: LayoutFieldPath
    ) throws(LayoutError) -> [Placement] {
        let axis = group.axis
        let spacing = group.interItemSpacing.value
        var placements: [Placement] = []
        var rem = avail
        var remAtCycleStart = rem
        var cycles = 0
        var i = 0
        while true {
            let index = i % candidates.count
            if index == 0 && i > 0 {
                // A whole cycle that consumed nothing would repeat forever. The first cycle
                // does not count: it has one spacing fewer than the others (a negative
                // item length can make it grow `rem` while later cycles shrink it).
                cycles += 1
                guard cycles < 2 || rem < remAtCycleStart else {
                    throw LayoutError(field: path, "the subitems take no room along the group axis, so the group would repeat them without end")
                }
                guard placements.count < Self.maximumLeavesPerGroup else {
                    throw LayoutError(field: path, "the group would hold more than \(Self.maximumLeavesPerGroup) subitems")
                }
                remAtCycleStart = rem
            }
            let candidate = candidates[index]
            // Settling (C35): a row of items sized along it by their content ends with the
            // section's last item; an item there is only an estimate of one that is not there.
            if settling, !placements.isEmpty, nextItem >= fitted.count, case .item = candidate,
                candidate.size.dimension(along: axis).isEstimated
            {
                return placements
            }
            let p = try measure(candidate, index: index, in: container, path: Self.path(of: group, index, path))
            let dependent = candidate.size.dimension(along: axis).dependsOnContainer(along: axis)
            if !placements.isEmpty && spacing != 0 && !(firstPass && dependent) { rem -= spacing }
            rem -= p.measured.length(along: axis)
            // C40: an item's edge spacing along the group's axis is charged before the fit
            // test, a flexible edge at its minimum.
            if candidate.edgeSpacing != .none { rem -= candidate.edgeSpacing.minimumLength(along: axis) }
            guard rem >= -0.25 else {
                if placements.isEmpty {
                    throw LayoutError(
                        field: Self.path(of: group, index, path),
                        "the first subitem (\(p.measured.length(along: axis)) pt along the group axis) does not fit in the group's \(avail) pt; UIKit raises an exception here")
                }
                return placements
            }
            placements.append(p)
            pending += p.leafCount
            i += 1
        }
    }

    /// A candidate's size in `container` (C1); a group with an estimated dimension is solved
    /// off to the side to learn its extent (C2b), its leaves discarded. Settling, an item
    /// takes its fitted size on its estimated axes (C34), and every group is solved aside to
    /// learn how many items it holds (C35).
    private mutating func measure(
        _ candidate: CompositionalSubitem, index: Int, in container: Size, path: LayoutFieldPath
    ) throws(LayoutError) -> Placement {
        let resolved = candidate.size.resolved(in: container, scale: scale)
        if settling {
            switch candidate {
            case .item(let item):
                let n = nextItem
                guard n < fitted.count, let f = fitted[n] else {
                    return Placement(index: index, resolved: resolved, measured: resolved, item: n)
                }
                let size = FittedSizes.settle(resolved, declared: item.size, fitted: f)
                return Placement(index: index, resolved: size, measured: size, item: n)
            case .group(let group):
                let mark = leaves.count
                let measured = try place(group, size: resolved, at: .zero, path: path)
                let count = leaves.count - mark
                leaves.removeSubrange(mark...)
                return Placement(
                    index: index, resolved: resolved, measured: group.size.hasEstimatedDimension ? measured : resolved,
                    leafCount: count)
            }
        }
        guard case .group(let group) = candidate, group.size.hasEstimatedDimension else {
            return Placement(index: index, resolved: resolved, measured: resolved)
        }
        let mark = leaves.count
        let measured = try place(group, size: resolved, at: .zero, path: path)
        leaves.removeSubrange(mark...)
        if !leafBadges.isEmpty { leafBadges = leafBadges.filter { $0.key < mark } }
        return Placement(index: index, resolved: resolved, measured: measured)
    }
}
