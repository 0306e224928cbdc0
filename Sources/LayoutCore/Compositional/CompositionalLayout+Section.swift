// Rules: docs/layout-rules.md, C12-C16, C26

extension CompositionalLayout {
    // MARK: Internal

    /// Lays out one section starting at `sectionStart` along the scroll axis (C12-C16): the
    /// root group is solved once (or found in `cache`) and stamped at every repetition.
    static func layoutSection(
        _ index: Int, _ spec: CompositionalSection, itemCount: Int, origin sectionStart: Double,
        _ env: CompositionalEnvironment, _ cache: inout SolvedGroupCache, frames store: FrameStore? = nil
    ) throws(LayoutError) -> SectionLayout {
        try CompositionalValidation.validate(spec, path: LayoutFieldPath(.section(index)))
        // C42: this section's reference insets.
        let env = env.referencing(spec)
        try CompositionalValidation.validateFitted(spec, itemCount: itemCount, path: LayoutFieldPath(.section(index)))
        if let fitted = spec.fitted?.items, !fitted.isEmpty {
            if spec.orthogonalScrollingBehavior.scrollsOrthogonally {
                return try layoutSettledOrthogonalSection(
                    index, spec, fitted: fitted, itemCount: itemCount, origin: sectionStart, env, &cache, frames: store)
            }
            return try layoutSettledSection(
                index, spec, fitted: fitted, itemCount: itemCount, origin: sectionStart, env, &cache, frames: store)
        }
        if spec.orthogonalScrollingBehavior.scrollsOrthogonally {
            return try layoutOrthogonalSection(
                index, spec, itemCount: itemCount, origin: sectionStart, env, &cache, frames: store)
        }
        let axis = env.axis, insets = spec.contentInsets
        let solved = try cache.solved(
            spec.group, in: env.sectionContainer(insets), scale: env.scale, repeatAxis: axis,
            path: LayoutFieldPath(.section(index), "group"))
        let primary = primaryLength(solved, spec, itemCount: itemCount, axis: axis)

        let boundary = env.boundaryContainer(spec)
        let sizes = settledBoundarySizes(spec, resolvedSizes(spec.boundarySupplementaryItems, in: boundary, scale: env.scale))
        let (pre, post) = boundaryExtents(spec.boundarySupplementaryItems, sizes, axis: axis)
        let host = primary.length + insets.begin(axis) + insets.end(axis)
        let length = pre + host + post
        let hostStart = sectionStart + pre

        // C15: the first group sits after the extending headers and the leading inset.
        let firstAlong = sectionStart + (pre + insets.begin(axis))
        let firstAcross = insets.begin(axis.cross) + env.refBegin
        let stamped = stamp(
            solved, itemCount: itemCount, along: firstAlong, across: firstAcross,
            stride: solved.size.length(along: axis) + spec.interGroupSpacing, lastLength: primary.partial, axis: axis,
            env, frames: store)

        let primaryCross = itemCount == 0 ? 0 : solved.size.length(along: axis.cross)
        let frame = env.along.rect(
            along: sectionStart, across: 0, length: length, thickness: Swift.max(primaryCross, env.crossLength))
        let badges = stampBadges(
            solved, itemCount: itemCount, along: firstAlong, across: firstAcross,
            stride: solved.size.length(along: axis) + spec.interGroupSpacing, axis: axis, env)
        return assembleSection(
            index, spec, solved, stamped, frame: frame, hostStart: hostStart, host: host, boundary: boundary,
            sizes: sizes, lineOverhang: LineOverhang(axis: axis, distance: stamped.lineOverhang), badges: badges, env)
    }

    /// The section whose items are stamped and whose frame is `frame`: its boundary items
    /// placed against the host `hostStart..<hostStart + host` along the scroll axis and
    /// pinned (C18, C20), its backgrounds
    /// (C21), its zIndices (C21, C29) and spacings. Shared by every kind of section.
    static func assembleSection(
        _ index: Int, _ spec: CompositionalSection, _ solved: SolvedGroup, _ stamped: Stamped, frame: Rect,
        hostStart: Double, host: Double, boundary: BoundaryContainer, sizes: [Size], lineOverhang: LineOverhang,
        badges: [PlacedElement] = [], _ env: CompositionalEnvironment
    ) -> SectionLayout {
        let axis = env.axis
        var supplementaries = placeBoundaryItems(
            spec.boundarySupplementaryItems, sizes: sizes, in: boundary, hostStart: hostStart, hostEnd: hostStart + host,
            raiseZIndex: spec.hasBackground, env)
        // C20: pinned items follow the visible rect within the whole section.
        BoundaryPinning.pin(
            &supplementaries, items: spec.boundarySupplementaryItems, visible: env.visibleRect, host: frame, env)
        // C46: the items' badges after the boundary items (which pinning numbers in order).
        supplementaries += badges
        var section = SectionLayout(
            index: index,
            frame: frame,
            itemsFrame: stamped.itemsFrame,
            contentFrame: env.along.rect(along: hostStart, across: 0, length: host, thickness: env.crossLength),
            insets: spec.contentInsets, itemFrames: stamped.frames, cellZIndex: spec.hasBackground ? 1 : 0,
            lines: stamped.lines, supplementaries: supplementaries,
            decorationItems: placeDecorations(
                spec.decorationItems, sectionStart: frame.min(along: axis), length: frame.length(along: axis), env),
            lineOverhang: lineOverhang)
        section.cellZIndexCycle = cellZIndexCycle(solved, default: section.cellZIndex)
        section.lineSpacing = spec.interGroupSpacing
        section.interitemSpacing = spec.group.interItemSpacing.value
        return section
    }

    /// C29: the zIndex of each leaf of the root group when custom items gave some (the others
    /// keep the section's), repeated with the group; nil when none did.
    static func cellZIndexCycle(_ solved: SolvedGroup, default zIndex: Int) -> ContiguousArray<Int>? {
        guard !solved.leafZIndices.isEmpty else { return nil }
        var cycle = ContiguousArray(repeating: zIndex, count: solved.per)
        for (leaf, z) in solved.leafZIndices { cycle[leaf] = z }
        return cycle
    }

    /// C14: the length the repetitions take along the scroll axis, and the length of a
    /// partial last group (`g` for an exact full-container group; otherwise the group
    /// without its insets along A, shortened to the leaves present, so a row keeps its height
    /// and a column shrinks).
    static func primaryLength(
        _ solved: SolvedGroup, _ spec: CompositionalSection, itemCount n: Int, axis: Axis
    ) -> (length: Double, partial: Double) {
        let per = solved.per
        guard n > 0, per > 0 else { return (0, 0) }
        let g = solved.size.length(along: axis)
        let full = n / per, r = n % per
        let groups = full + (r > 0 ? 1 : 0)
        let partial = r > 0 ? partialLength(solved, spec, present: r, axis: axis) : 0
        return (g * Double(full) + partial + spec.interGroupSpacing * Double(groups - 1), partial)
    }

    /// The stamped items of a section: frames, lines (one per repetition) and their union,
    /// and how far the items reach out of their lines along the scroll axis (found while
    /// stamping, so the snapshot need not rescan every frame: `LineOverhang`).
    struct Stamped {
        var frames: ItemFrames
        var lines: [LineLayout]
        var itemsFrame: Rect
        var lineOverhang: Double
    }

    /// C13: item `i` is leaf `i mod per` of repetition `k = ⌊i/per⌋`, whose origin is the
    /// first group's plus `k·stride` along `axis` (the scroll axis, or the other one in an
    /// orthogonal section, C28); the overhang is measured along `axis`. The hot loop of the layout: no
    /// allocation beyond the frames' run and the reserved lines, one pixel rounding per
    /// frame (C26).
    static func stamp(
        _ solved: SolvedGroup, itemCount n: Int, along first: Double, across: Double, stride: Double,
        lastLength: Double, axis: Axis, _ env: CompositionalEnvironment, frames store: FrameStore?
    ) -> Stamped {
        let per = solved.per, mapping = AxisMapping(axis: axis)
        guard n > 0, per > 0 else {
            let origin = mapping.rect(along: first, across: across, length: 0, thickness: 0)
            return Stamped(frames: [], lines: [], itemsFrame: origin, lineOverhang: 0)
        }
        let g = solved.size.length(along: axis), thickness = solved.size.length(along: axis.cross)
        let frames = FrameRun(count: n, in: store)
        var lines: [LineLayout] = []
        lines.reserveCapacity((n + per - 1) / per)
        var extent = StampedExtent()
        var start = 0, k = 0
        let vertical = axis == .vertical
        while start < n {
            let count = Swift.min(per, n - start)
            let along = first + Double(k) * stride
            let o = mapping.point(along: along, across: across)
            let band = mapping.rect(
                along: along, across: across, length: count < per ? lastLength : g, thickness: thickness)
            let bandStart = band.min(along: axis), bandEnd = band.max(along: axis)
            for j in 0..<count {
                let leaf = solved.leaves[j]
                let f = env.rounded(Rect(x: o.x + leaf.x, y: o.y + leaf.y, width: leaf.width, height: leaf.height))
                extent.add(f, bandStart: bandStart, bandEnd: bandEnd, vertical: vertical)
                frames.buffer.initializeElement(at: start + j, to: f)
            }
            lines.append(LineLayout(frame: band, items: start..<(start + count)))
            start += count
            k += 1
        }
        return Stamped(frames: frames.frames, lines: lines, itemsFrame: extent.itemsFrame, lineOverhang: extent.lineOverhang)
    }
}
