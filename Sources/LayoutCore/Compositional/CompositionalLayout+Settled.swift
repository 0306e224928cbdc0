// Rules: docs/layout-rules.md, C13-C16, C34-C37

extension CompositionalLayout {
    // MARK: Internal

    /// A section with fitted item sizes, laid out as UIKit settles it (C34-C36): each repetition of the root group is solved with its own
    /// items' fitted sizes, so it has its own size and may hold its own number of items
    /// (C35); repetitions follow one another at their own lengths plus `interGroupSpacing`,
    /// a partial last one measured as C14 says. Boundary items and backgrounds as in any
    /// section.
    static func layoutSettledSection(
        _ index: Int, _ spec: CompositionalSection, fitted: [Size?], itemCount n: Int, origin sectionStart: Double,
        _ env: CompositionalEnvironment, _ cache: inout SolvedGroupCache, frames store: FrameStore?
    ) throws(LayoutError) -> SectionLayout {
        let axis = env.axis, insets = spec.contentInsets
        let groupPath = LayoutFieldPath(.section(index), "group")
        let boundary = env.boundaryContainer(spec)
        let sizes = settledBoundarySizes(spec, resolvedSizes(spec.boundarySupplementaryItems, in: boundary, scale: env.scale))
        let (pre, post) = boundaryExtents(spec.boundarySupplementaryItems, sizes, axis: axis)
        let firstAlong = sectionStart + (pre + insets.begin(axis))
        let across = insets.begin(axis.cross) + env.refBegin
        // The group at its estimates (validated on the cache's miss) and its template.
        let container = env.sectionContainer(insets)
        let (estimates, template) = try cache.settled(spec.group, in: container, scale: env.scale, repeatAxis: axis, path: groupPath)
        let repeated = try stampSettled(
            spec, fitted: fitted, itemCount: n, in: container, estimates: estimates, template: template,
            along: firstAlong, across: across, repeatAxis: axis, env, path: groupPath, frames: store)

        let host = repeated.length + insets.begin(axis) + insets.end(axis)
        let frame = env.along.rect(
            along: sectionStart, across: 0, length: pre + host + post, thickness: Swift.max(repeated.thickness, env.crossLength))
        return assembleSection(
            index, spec, repeated.first, repeated.stamped, frame: frame, hostStart: sectionStart + pre, host: host,
            boundary: boundary, sizes: sizes,
            lineOverhang: LineOverhang(axis: axis, distance: repeated.stamped.lineOverhang), badges: repeated.badges, env)
    }

    /// The boundary items' sizes with each estimated axis replaced by the fitted size given
    /// for its kind (C36).
    static func settledBoundarySizes(_ spec: CompositionalSection, _ sizes: [Size]) -> [Size] {
        guard let fitted = spec.fitted?.supplementaries, !fitted.isEmpty else { return sizes }
        var result = sizes
        for (i, item) in spec.boundarySupplementaryItems.enumerated() {
            if let f = fitted[item.kind] { result[i] = FittedSizes.settle(sizes[i], declared: item.size, fitted: f) }
        }
        return result
    }

    /// C14's partial last group: `g` for an exact full-container root group, otherwise the
    /// group less its insets along `axis`, shortened to the first `present` leaves.
    static func partialLength(_ solved: SolvedGroup, _ spec: CompositionalSection, present r: Int, axis: Axis) -> Double {
        partialLength(size: solved.size, insets: solved.insets, leaves: solved.leaves, spec, present: r, axis: axis)
    }

    /// C14's partial last group of a group of size `size` and insets `insets` whose leaves
    /// are `leaves`.
    static func partialLength(
        size: Size, insets: EdgeInsets, leaves: ContiguousArray<Rect>, _ spec: CompositionalSection, present r: Int,
        axis: Axis
    ) -> Double {
        let g = size.length(along: axis)
        if spec.group.size == .fullContainer { return g }
        var maxFirst = -Double.infinity, maxAll = -Double.infinity
        for (i, leaf) in leaves.enumerated() {
            let end = leaf.max(along: axis)
            if i < r { maxFirst = Swift.max(maxFirst, end) }
            maxAll = Swift.max(maxAll, end)
        }
        return (g - (insets.begin(axis) + insets.end(axis))) + (maxFirst - maxAll)
    }

    // MARK: Private

    /// What stamping a settled section gives: the stamped items, the repetitions' length
    /// along the scroll axis with the spacing between them, their largest thickness, and the
    /// first repetition (its custom zIndices stand for all, C29).
    struct SettledRepetitions {
        var stamped: Stamped
        var length: Double
        var thickness: Double
        var first: SolvedGroup
        /// The items' and groups' badges (C45, C46), anchored to their settled frames.
        var badges: [PlacedElement] = []
    }

    /// Solves and places the repetitions one after another from `first` along `axis` (the
    /// scroll axis, or the other one in an orthogonal section, C28), each at its own length
    /// (C13 with each repetition's own length, C35).
    static func stampSettled(
        _ spec: CompositionalSection, fitted: [Size?], itemCount n: Int, in container: Size, estimates: SolvedGroup,
        template: SettledTemplate?, along first: Double, across: Double, repeatAxis axis: Axis,
        _ env: CompositionalEnvironment, path: LayoutFieldPath, frames store: FrameStore?
    ) throws(LayoutError) -> SettledRepetitions {
        let mapping = AxisMapping(axis: axis)
        let orthogonal = axis != env.axis
        guard n > 0 else {
            let stamped = Stamped(
                frames: [], lines: [], itemsFrame: mapping.rect(along: first, across: across, length: 0, thickness: 0),
                lineOverhang: 0)
            return SettledRepetitions(stamped: stamped, length: 0, thickness: 0, first: estimates)
        }
        let vertical = axis == .vertical
        // The common case settles without a solve per repetition (SettledTemplate).
        var scratch = ContiguousArray(repeating: Rect.zero, count: template == nil ? 0 : estimates.per)
        let frames = FrameRun(count: n, in: store)
        var lines: [LineLayout] = []
        lines.reserveCapacity(template == nil ? 0 : (n + estimates.per - 1) / estimates.per)
        var extent = StampedExtent()
        var along = first, thickness = 0.0
        var start = 0
        var firstSolved: SolvedGroup?
        // C45, C46: badges come from the solves (the template declines groups that have
        // some), anchored to the settled frames, each kind counted in item order.
        var badges: [PlacedElement] = []
        var badgeNumbers: [String: Int] = [:]
        var repetitionBadges: [Int: [SolvedGroup.LeafBadge]] = [:]
        while start < n {
            let per: Int, size: Size, length: Double
            if let template {
                per = estimates.per
                size = template.settle(first: start, itemCount: n, fitted: fitted, into: &scratch)
                let count = Swift.min(per, n - start)
                length = count < per
                    ? partialLength(size: size, insets: estimates.insets, leaves: scratch, spec, present: count, axis: axis)
                    : size.length(along: axis)
            } else {
                // Each repetition is a root group of its own size: its edge spacing applies
                // to it as to the estimated one (C41).
                let solved = try GroupSolver.solveSettled(
                    spec.group, in: container, scale: env.scale, fitted: fitted, firstItem: start, path: path)
                    .applyingRootEdgeSpacing(spec.group.edgeSpacing, repeatAxis: axis, orthogonal: orthogonal, container: container)
                guard solved.per > 0 else { throw LayoutError(field: path, "the group holds no items, so its items could never be placed") }
                if firstSolved == nil { firstSolved = solved }
                per = solved.per
                size = solved.size
                scratch = solved.leaves
                repetitionBadges = solved.leafBadges
                let count = Swift.min(per, n - start)
                length = count < per ? partialLength(solved, spec, present: count, axis: axis) : size.length(along: axis)
            }
            let count = Swift.min(per, n - start)
            let cross = size.length(along: axis.cross)
            let o = mapping.point(along: along, across: across)
            let band = mapping.rect(along: along, across: across, length: length, thickness: cross)
            let bandStart = band.min(along: axis), bandEnd = band.max(along: axis)
            for j in 0..<count {
                let leaf = scratch[j]
                let f = env.rounded(Rect(x: o.x + leaf.x, y: o.y + leaf.y, width: leaf.width, height: leaf.height))
                extent.add(f, bandStart: bandStart, bandEnd: bandEnd, vertical: vertical)
                frames.buffer.initializeElement(at: start + j, to: f)
            }
            // A loop of its own: the one above runs per cell of a million, and most groups
            // have no badges.
            if !repetitionBadges.isEmpty {
                for j in 0..<count {
                    for badge in repetitionBadges[j] ?? [] {
                        let number = badgeNumbers[badge.kind, default: 0]
                        badgeNumbers[badge.kind] = number + 1
                        let frame = Rect(
                            x: o.x + badge.frame.x, y: o.y + badge.frame.y, width: badge.frame.width, height: badge.frame.height)
                        badges.append(PlacedElement(
                            category: .supplementary, kind: badge.kind, item: number, frame: env.rounded(frame), zIndex: badge.zIndex))
                    }
                }
            }
            lines.append(LineLayout(frame: band, items: start..<(start + count)))
            thickness = Swift.max(thickness, cross)
            start += count
            along += length
            if start < n { along += spec.interGroupSpacing }
        }
        let stamped = Stamped(frames: frames.frames, lines: lines, itemsFrame: extent.itemsFrame, lineOverhang: extent.lineOverhang)
        return SettledRepetitions(
            stamped: stamped, length: along - first, thickness: thickness, first: firstSolved ?? estimates, badges: badges)
    }
}
