// Rules: docs/layout-rules.md, C28, C31, C35, C50

extension CompositionalLayout {
    /// An orthogonal section with fitted item sizes (C50): settled as C35 settles a section,
    /// along the axis its groups repeat on (the other of the scroll axis, C28), each
    /// repetition at its own length plus `interGroupSpacing`; every repetition starts at the
    /// same place along the scroll axis, and the section is as thick there as its thickest
    /// repetition. Group paging needs its pages: the full repetitions of a section whose
    /// behaviour pages by groups must be of one length.
    static func layoutSettledOrthogonalSection(
        _ index: Int, _ spec: CompositionalSection, fitted: [Size?], itemCount n: Int, origin sectionStart: Double,
        _ env: CompositionalEnvironment, _ cache: inout SolvedGroupCache, frames store: FrameStore?
    ) throws(LayoutError) -> SectionLayout {
        let axis = env.axis, groupAxis = axis.cross, insets = spec.contentInsets
        let groupPath = LayoutFieldPath(.section(index), "group")
        let container = env.orthogonalSectionContainer(insets)
        let (estimates, template) = try cache.settled(
            spec.group, in: container, scale: env.scale, repeatAxis: groupAxis, orthogonal: true, path: groupPath)

        let boundary = env.boundaryContainer(spec)
        let sizes = settledBoundarySizes(spec, resolvedSizes(spec.boundarySupplementaryItems, in: boundary, scale: env.scale))
        let (pre, post) = boundaryExtents(spec.boundarySupplementaryItems, sizes, axis: axis)
        // C28: groups start at refBegin + leading along X, at the section's start + pre + top along A.
        let firstAlong = sectionStart + (pre + insets.begin(axis))
        let firstAcross = env.refBegin + insets.begin(groupAxis)
        var repeated = try stampSettled(
            spec, fitted: fitted, itemCount: n, in: container, estimates: estimates, template: template,
            along: firstAcross, across: firstAlong, repeatAxis: groupAxis, env, path: groupPath, frames: store)
        let groupLength = try pageableGroupLength(repeated.stamped.lines, spec, axis: groupAxis, section: index)
            ?? estimates.size.length(along: groupAxis)
        let thickness = n == 0 ? 0 : repeated.thickness
        // Every repetition lies in one band along the scroll axis, the section's thickest
        // (as in any orthogonal section, whose queries search the lines in that band).
        for l in repeated.stamped.lines.indices {
            let band = repeated.stamped.lines[l].frame
            repeated.stamped.lines[l].frame = env.along.rect(
                along: firstAlong, across: band.min(along: groupAxis), length: thickness, thickness: band.length(along: groupAxis))
        }

        let host = thickness + insets.begin(axis) + insets.end(axis)
        let frame = env.along.rect(along: sectionStart, across: 0, length: pre + host + post, thickness: env.crossLength)
        var section = assembleSection(
            index, spec, repeated.first, repeated.stamped, frame: frame, hostStart: sectionStart + pre, host: host,
            boundary: boundary, sizes: sizes,
            lineOverhang: LineOverhang(
                axis: axis, linesInOrder: true,
                distance: overhang(of: repeated.stamped.itemsFrame, band: firstAlong, thickness, axis: axis, count: n)),
            badges: repeated.badges, env)
        var scrolling = OrthogonalScrolling(
            behavior: spec.orthogonalScrollingBehavior, axis: groupAxis,
            offset: 0, viewportLength: env.crossLength,
            contentLength: firstAcross + repeated.length + insets.end(groupAxis) + env.refEnd,
            groupLength: groupLength, interGroupSpacing: spec.interGroupSpacing, firstGroupStart: firstAcross,
            overhang: repeated.stamped.lineOverhang)
        scrolling.scrollingKinds = badgeKinds(of: spec.group)
        // C48: a section the view's state gives no offset is at rest, as on first display.
        scrolling.offset = env.orthogonalOffsets[index] ?? scrolling.firstDisplayOffset(scale: env.scale)
        section.orthogonal = scrolling
        return section
    }

    /// The length of the section's repetitions along `axis`, the page of the group paging
    /// behaviours (C31): nil without a repetition. A behaviour that pages by groups needs
    /// every full repetition (all but the last) of one length; otherwise there is no page
    /// to rest on, and the section is refused rather than paged by a guess.
    private static func pageableGroupLength(
        _ lines: [LineLayout], _ spec: CompositionalSection, axis: Axis, section index: Int
    ) throws(LayoutError) -> Double? {
        guard let first = lines.first?.frame.length(along: axis) else { return nil }
        switch spec.orthogonalScrollingBehavior {
        case .none, .continuous, .paging:
            return first
        case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
            if let other = lines.dropLast().first(where: { $0.frame.length(along: axis) != first }) {
                throw LayoutError(
                    field: LayoutFieldPath(.section(index), "fitted.items"),
                    "the fitted sizes give this section's groups different lengths across the scroll axis "
                        + "(\(FieldCheck.format(first)) and \(FieldCheck.format(other.frame.length(along: axis)))), and "
                        + "\(spec.orthogonalScrollingBehavior.rawValue) pages by one group length (C31, C50); "
                        + "give the group an absolute or fractional size along that axis, or scroll \"continuous\" or \"paging\"")
            }
            return first
        }
    }
}
