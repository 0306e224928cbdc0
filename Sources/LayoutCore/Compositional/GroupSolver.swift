// Rules: docs/layout-rules.md, C1-C10, C12, C29, C34-C37, C40, C45, C46

/// Solves a group into leaf frames (C1-C10), relative to the root group's origin.
///
/// A solve runs in two steps per group: `choose` decides which subitems are placed and at
/// what size (the fit loop C5, count groups C6, the second solve C7), then `place` arranges
/// them along the group axis (C8, C9), recursing into subgroups (C10).
struct GroupSolver {
    // MARK: Lifecycle

    private init(scale: Double) {
        self.scale = scale
    }

    // MARK: Internal

    /// One chosen subitem: which candidate, the size it resolved to (the input of a
    /// subgroup's own solve) and the size it occupies (C2b extent for estimated groups).
    struct Placement {
        var index: Int
        var resolved: Size
        var measured: Size
        /// The leaves the subitem holds (1 for an item); counted only while settling (C34).
        var leafCount = 1
        /// Settling, the item an item candidate is; nil otherwise.
        var item: Int?
    }

    /// A group so large or degenerate (zero-length subitems) that it would never end.
    static let maximumLeavesPerGroup = 100_000
    /// The most leaves one root group may hold once nested groups multiply their counts.
    static let maximumLeaves = 1_000_000

    let scale: Double
    /// Leaf frames appended so far, relative to the root group's origin.
    var leaves: ContiguousArray<Rect> = []
    /// The zIndex custom items gave their leaves, by leaf number (C29); empty when none did.
    var leafZIndices: [Int: Int] = [:]
    /// Settling (C34): the section's fitted item sizes, by item; empty in the first pass.
    var fitted: [Size?] = []
    /// Settling: the item number of this repetition's first leaf.
    var firstItem = 0
    /// Settling: the leaves chosen by the groups being chosen but not yet appended, so that
    /// a candidate knows which item it would be.
    var pending = 0

    /// True when the solve reads fitted sizes (C34).
    var settling: Bool { !fitted.isEmpty }
    /// The item number of the next leaf a candidate would become.
    var nextItem: Int { firstItem + leaves.count + pending }
    /// The badges of leaves that have some (C45), by leaf number.
    var leafBadges: [Int: [SolvedGroup.LeafBadge]] = [:]

    /// Validates `group` and solves it in a container of effective size `container` (C12).
    /// - Throws: a `LayoutError` naming the field under `path` (C5's "does not fit", …).
    static func solve(
        _ group: CompositionalGroup, in container: Size, scale: Double, path: LayoutFieldPath
    ) throws(LayoutError) -> SolvedGroup {
        try CompositionalValidation.validate(group, path: path)
        var solver = GroupSolver(scale: scale)
        let own = group.size.resolved(in: container, scale: scale)
        let size = try solver.place(group, size: own, at: .zero, path: path)
        // C46: the root group's own badges, anchored to its frame in every repetition.
        solver.addBadges(group.supplementaryItems, host: Rect(origin: .zero, size: size), firstLeaf: 0)
        return SolvedGroup(
            size: size, insets: contentInsets(of: group, size: own), leaves: solver.leaves, leafZIndices: solver.leafZIndices,
            leafBadges: solver.leafBadges)
    }

    /// Solves one repetition of an already validated root `group` with the fitted sizes of
    /// the items from `firstItem` on (C34-C37): leaves past the fitted sizes keep their
    /// estimates.
    static func solveSettled(
        _ group: CompositionalGroup, in container: Size, scale: Double, fitted: [Size?], firstItem: Int,
        path: LayoutFieldPath
    ) throws(LayoutError) -> SolvedGroup {
        var solver = GroupSolver(scale: scale)
        solver.fitted = fitted
        solver.firstItem = firstItem
        let own = group.size.resolved(in: container, scale: scale)
        let size = try solver.place(group, size: own, at: .zero, path: path)
        // C46: the root group's own badges, anchored to its frame (settled) in every repetition.
        solver.addBadges(group.supplementaryItems, host: Rect(origin: .zero, size: size), firstLeaf: 0)
        return SolvedGroup(
            size: size, insets: contentInsets(of: group, size: own), leaves: solver.leaves, leafZIndices: solver.leafZIndices,
            leafBadges: solver.leafBadges)
    }

    /// The group's content insets as UIKit reads them: an inset below 0.5 is a fraction of
    /// the group's size on that axis (C4's quirk); insets on estimated axes are ignored (C2a).
    static func contentInsets(of group: CompositionalGroup, size: Size) -> EdgeInsets {
        let i = group.contentInsets
        let w = !group.size.width.isEstimated, h = !group.size.height.isEstimated
        return EdgeInsets(
            top: h ? quirk(i.top, size.height) : 0, left: w ? quirk(i.left, size.width) : 0,
            bottom: h ? quirk(i.bottom, size.height) : 0, right: w ? quirk(i.right, size.width) : 0)
    }

    /// C4: a group inset below 0.5 (negatives included) is a fraction of `length`.
    @inline(__always)
    static func quirk(_ inset: Double, _ length: Double) -> Double {
        inset < 0.5 ? inset * length : inset
    }

    /// An item's or boundary item's insets, zero on its estimated axes (C2a).
    static func contentInsets(_ insets: EdgeInsets, of size: LayoutSize) -> EdgeInsets {
        let w = !size.width.isEstimated, h = !size.height.isEstimated
        return EdgeInsets(
            top: h ? insets.top : 0, left: w ? insets.left : 0, bottom: h ? insets.bottom : 0,
            right: w ? insets.right : 0)
    }

    /// Lays `group` out with its frame at `origin`, its resolved size being `own`; appends
    /// its leaves and returns its final size (the subitems' extent on estimated axes, C2b).
    mutating func place(
        _ group: CompositionalGroup, size own: Size, at origin: Point, path: LayoutFieldPath
    ) throws(LayoutError) -> Size {
        if case .custom(let custom) = group.subitems {
            return try placeCustom(custom, group, size: own, at: origin, path: path)
        }
        let along = AxisMapping(axis: group.axis)
        let insets = Self.contentInsets(of: group, size: own)
        let content = Size(
            width: own.width - insets.left - insets.right, height: own.height - insets.top - insets.bottom)
        let candidates = Self.candidates(of: group)
        var placements = try choose(group, candidates, content: content, path: path)
        Self.uniformAcrossSiblings(&placements, candidates, limit: settling ? fitted.count : Int.max)
        let avail = content.length(along: group.axis), crossAvail = content.length(along: group.axis.cross)
        let shares = Self.shares(group.interItemSpacing, placements, candidates, avail: avail, group.axis)

        var pos = insets.begin(group.axis)
        let crossStart = insets.begin(group.axis.cross)
        var maxEnd = 0.0, maxCross = 0.0
        for p in placements {
            // C40: the leading edge (and its share when flexible) before the item, the
            // trailing one after it; across the axis the item is placed alone.
            let edges = candidates[p.index].edgeSpacing
            let len = p.measured.length(along: group.axis), thick = p.measured.length(along: group.axis.cross)
            pos += Self.edge(edges.begin(group.axis), share: shares.edge)
            let crossOffset = edges == .none ? 0 : edges.offset(of: thick, in: crossAvail, along: group.axis.cross)
            let at = along.point(along: pos, across: crossStart + crossOffset)
            let o = Point(x: origin.x + at.x, y: origin.y + at.y)
            try emit(candidates[p.index], size: p.resolved, at: o, path: Self.path(of: group, p.index, path))
            maxEnd = Swift.max(maxEnd, pos + len)
            maxCross = Swift.max(maxCross, crossOffset + thick)
            pos = pos + len + Self.edge(edges.end(group.axis), share: shares.edge) + shares.gap
        }
        return Self.finalSize(group, own: own, alongExtent: maxEnd, crossExtent: maxCross)
    }

    /// The field path of candidate `index` of `group` under `path`.
    static func path(of group: CompositionalGroup, _ index: Int, _ path: LayoutFieldPath) -> LayoutFieldPath {
        switch group.subitems {
        case .list: return path.appending("subitems[\(index)]")
        case .count: return path.appending("subitem")
        case .repeating: return path.appending("repeatingSubitem")
        case .custom: return path.appending("items[\(index)]")
        }
    }

    /// C37: in a group that placed two or more items, an item whose dimension on an axis is
    /// `uniformAcrossSiblings` takes the largest length its sibling items measured there.
    static func uniformAcrossSiblings(_ placements: inout [Placement], _ candidates: [CompositionalSubitem], limit: Int) {
        guard placements.count >= 2 else { return }
        for axis in [Axis.horizontal, .vertical] {
            var flagged = false, largest = -Double.infinity, items = 0
            for p in placements {
                // An item past the section's last (a partial last group) is no sibling.
                guard case .item(let item) = candidates[p.index], p.item.map({ $0 < limit }) ?? true else { continue }
                items += 1
                largest = Swift.max(largest, p.measured.length(along: axis))
                if item.size.dimension(along: axis).isUniformAcrossSiblings { flagged = true }
            }
            guard flagged, items >= 2 else { continue }
            let mapping = AxisMapping(axis: axis)
            for i in placements.indices {
                guard case .item(let item) = candidates[placements[i].index],
                    item.size.dimension(along: axis).isUniformAcrossSiblings
                else { continue }
                placements[i].measured = mapping.replacingLength(of: placements[i].measured, with: largest)
                placements[i].resolved = mapping.replacingLength(of: placements[i].resolved, with: largest)
            }
        }
    }

    // MARK: Private

    /// The subitems the fit loop cycles through; C6's old count API first turns its subitem
    /// into `fractional(1/count)` along the group axis.
    static func candidates(of group: CompositionalGroup) -> [CompositionalSubitem] {
        switch group.subitems {
        case .list(let list): return list
        case .repeating(let sub, _): return [sub]
        case .custom: return []  // placed by `placeCustom`, never chosen
        case .count(let sub, let count):
            let f = 1.0 / Double(count)
            let dimension: LayoutDimension = group.axis == .horizontal ? .fractionalWidth(f) : .fractionalHeight(f)
            return [sub.replacing(group.axis, with: dimension)]
        }
    }

    /// The gap between consecutive subitems and what each flexible edge adds to its value
    /// (C8, C40): `total = Σ(len + edges) + s·(n−1)`; the leftover `avail − total` is shared
    /// equally by the flexible edges and, when the spacing is flexible, the `n − 1` gaps.
    /// Not clamped: a share can be negative.
    private static func shares(
        _ spacing: LayoutSpacing, _ placements: [Placement], _ candidates: [CompositionalSubitem], avail: Double,
        _ axis: Axis
    ) -> (gap: Double, edge: Double) {
        let n = placements.count
        var flexible = spacing.isFlexible ? Swift.max(n - 1, 0) : 0
        var sum = 0.0
        for p in placements {
            let edges = candidates[p.index].edgeSpacing
            sum += p.measured.length(along: axis)
            if edges != .none {
                sum += edges.minimumLength(along: axis)
                flexible += edges.flexibleCount(along: axis)
            }
        }
        guard flexible > 0 else { return (spacing.value, 0) }
        let total = sum + spacing.value * Double(Swift.max(n - 1, 0))
        let share = (avail - total) / Double(flexible)
        return (spacing.isFlexible ? spacing.value + share : spacing.value, share)
    }

    /// An edge's length: its value, plus `share` when flexible (C40).
    @inline(__always)
    private static func edge(_ spacing: LayoutSpacing?, share: Double) -> Double {
        guard let spacing else { return 0 }
        return spacing.isFlexible ? spacing.value + share : spacing.value
    }

    /// The group's own size, replaced on estimated axes by its subitems' extent (C2b); the
    /// insets there are ignored, so the extent starts at the group's edge.
    private static func finalSize(
        _ group: CompositionalGroup, own: Size, alongExtent: Double, crossExtent: Double
    ) -> Size {
        var size = own
        let along = AxisMapping(axis: group.axis), across = AxisMapping(axis: group.axis.cross)
        if group.size.dimension(along: group.axis).isEstimated {
            size = along.replacingLength(of: size, with: alongExtent)
        }
        if group.size.dimension(along: group.axis.cross).isEstimated {
            size = across.replacingLength(of: size, with: crossExtent)
        }
        return size
    }

    /// Appends a chosen subitem at `origin`: an item's allotted rect shrunk by its insets
    /// (C3), or a subgroup solved recursively in its own rect (C10).
    private mutating func emit(
        _ subitem: CompositionalSubitem, size: Size, at origin: Point, path: LayoutFieldPath
    ) throws(LayoutError) {
        switch subitem {
        case .item(let item):
            guard leaves.count < Self.maximumLeaves else {
                throw LayoutError(field: path, "the group would hold more than \(Self.maximumLeaves) items")
            }
            let insets = Self.contentInsets(item.contentInsets, of: item.size)
            let frame = Rect(origin: origin, size: size).inset(by: insets)
            // C45: anchored to the item's frame after its insets.
            addBadges(item.supplementaryItems, host: frame, firstLeaf: leaves.count)
            leaves.append(frame)
        case .group(let group):
            let firstLeaf = leaves.count
            let final = try place(group, size: size, at: origin, path: path)
            // C46: a nested group's badges, anchored to its frame, go with its first leaf.
            if leaves.count > firstLeaf {
                addBadges(group.supplementaryItems, host: Rect(origin: origin, size: final), firstLeaf: firstLeaf)
            }
        }
    }

    /// Records `badges` anchored to `host` with leaf `firstLeaf`: they are stamped when that
    /// leaf is (C46), after the badges recorded before them.
    mutating func addBadges(_ badges: [SupplementaryItem], host: Rect, firstLeaf: Int) {
        guard !badges.isEmpty else { return }
        leafBadges[firstLeaf, default: []] += badges.map {
            SolvedGroup.LeafBadge(kind: $0.kind, frame: $0.frame(in: host, scale: scale), zIndex: $0.zIndex)
        }
    }
}
