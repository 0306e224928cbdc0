// Rules: docs/layout-rules.md, C28, C30

extension CompositionalLayout {
    /// Lays out an orthogonal section (C28): the root group resolves in the container of
    /// `orthogonalSectionContainer` and repeats along the cross axis X, every group at the
    /// same place along the scroll axis A. The section is as long along A as its boundary
    /// items, insets and one group's thickness, and exactly as wide as the container across
    /// (however long the row); its boundary items and backgrounds are placed as in any
    /// section. Frames are unscrolled: the view's offset is recorded, not applied (C30).
    static func layoutOrthogonalSection(
        _ index: Int, _ spec: CompositionalSection, itemCount: Int, origin sectionStart: Double,
        _ env: CompositionalEnvironment, _ cache: inout SolvedGroupCache, frames store: FrameStore?
    ) throws(LayoutError) -> SectionLayout {
        let axis = env.axis, groupAxis = axis.cross, insets = spec.contentInsets
        let solved = try cache.solved(
            spec.group, in: env.orthogonalSectionContainer(insets), scale: env.scale, repeatAxis: groupAxis,
            orthogonal: true, path: LayoutFieldPath(.section(index), "group"))
        // C14 along X: the row's length, a partial last group included.
        let primary = primaryLength(solved, spec, itemCount: itemCount, axis: groupAxis)
        let thickness = itemCount == 0 ? 0 : solved.size.length(along: axis)

        let boundary = env.boundaryContainer(spec)
        let sizes = settledBoundarySizes(spec, resolvedSizes(spec.boundarySupplementaryItems, in: boundary, scale: env.scale))
        let (pre, post) = boundaryExtents(spec.boundarySupplementaryItems, sizes, axis: axis)
        let host = thickness + insets.begin(axis) + insets.end(axis)
        let length = pre + host + post
        let hostStart = sectionStart + pre

        // C28: group k starts at refBegin + leading + k·(g + interGroupSpacing) along X, at
        // the section's start + pre + top along A.
        let firstAlong = sectionStart + (pre + insets.begin(axis))
        let firstAcross = env.refBegin + insets.begin(groupAxis)
        let groupLength = solved.size.length(along: groupAxis)
        let stamped = stamp(
            solved, itemCount: itemCount, along: firstAcross, across: firstAlong,
            stride: groupLength + spec.interGroupSpacing, lastLength: primary.partial, axis: groupAxis, env,
            frames: store)

        let frame = env.along.rect(along: sectionStart, across: 0, length: length, thickness: env.crossLength)
        // C46: badges scroll with their cells (the query and pictures move them back, C30).
        let badges = stampBadges(
            solved, itemCount: itemCount, along: firstAcross, across: firstAlong,
            stride: groupLength + spec.interGroupSpacing, axis: groupAxis, env)
        var section = assembleSection(
            index, spec, solved, stamped, frame: frame, hostStart: hostStart, host: host, boundary: boundary,
            sizes: sizes,
            lineOverhang: LineOverhang(
                axis: axis, linesInOrder: true,
                distance: overhang(of: stamped.itemsFrame, band: firstAlong, thickness, axis: axis, count: itemCount)),
            badges: badges, env)
        var scrolling = OrthogonalScrolling(
            behavior: spec.orthogonalScrollingBehavior, axis: groupAxis,
            offset: 0, viewportLength: env.crossLength,
            contentLength: env.refBegin + insets.begin(groupAxis) + primary.length + insets.end(groupAxis) + env.refEnd,
            groupLength: groupLength, interGroupSpacing: spec.interGroupSpacing, firstGroupStart: firstAcross,
            overhang: stamped.lineOverhang)
        scrolling.scrollingKinds = badgeKinds(of: spec.group)
        // C48: a section the view's state gives no offset is at rest, as on first display.
        scrolling.offset = env.orthogonalOffsets[index] ?? scrolling.firstDisplayOffset(scale: env.scale)
        section.orthogonal = scrolling
        return section
    }

    /// How far the items reach out of the groups' common band `start..<start + thickness`
    /// along A: every group of an orthogonal section lies in that one band.
    static func overhang(of items: Rect, band start: Double, _ thickness: Double, axis: Axis, count: Int) -> Double {
        guard count > 0 else { return 0 }
        return Swift.max(0, start - items.min(along: axis), items.max(along: axis) - (start + thickness))
    }
}
