// Rules: docs/layout-rules.md, C1, C10, C12, C16, C17, C20, C21, C23, C24, C26-C28

/// UIKit's `UICollectionViewCompositionalLayout`, for the subset of
/// `docs/layout-rules.md` (C1-C29), computed with the same IEEE arithmetic in the same order
/// so that frames match UIKit's bit for bit.
///
/// The engine is pure: configuration and item counts in, `LayoutGeometry` out. It is split
/// by concern: groups (`GroupSolver`, C1-C10), sections (`+Section`, C12-C16; `+Orthogonal`,
/// C28), boundary items
/// (`+Boundary`, C17-C20, C23) and backgrounds (`+Decoration`, C21).
public enum CompositionalLayout {
    /// Lays out every section and the layout-level boundary items.
    ///
    /// Sections stack along the scroll axis from the bottom of the extending layout-level
    /// headers, with `interSectionSpacing` only between non-empty sections (C24). Every
    /// attribute frame is rounded to the pixel grid of `collectionView.pixelScale` (C26).
    ///
    /// - Parameters:
    ///   - configuration: layout-wide settings (scroll direction, spacing, global items).
    ///   - sections: one spec per section, as the section provider returned it; `nil` is
    ///     UIKit's "empty" section: no frames, no spacing in front of it (C16).
    ///   - itemCounts: the number of items of each section (the data source).
    ///   - collectionView: the view's size, scale and safe-area insets.
    /// - Returns: the geometry, in section order, queried `.bySection` (C27), with a warning
    ///   for each orthogonal offset of a section that has no inner scroll view (C30).
    /// - Throws: `LayoutError` naming the field at fault: a first subitem that does not fit
    ///   (UIKit throws), a group with no subitems, a count below 1, a non-finite orthogonal offset (C30),
    ///   a non-finite or negative size, non-finite insets or spacing, a wrong number of counts,
    ///   finite input that adds up past the largest position a layout holds (`checkFinite`).
    public static func layout(
        configuration: CompositionalLayoutConfiguration, sections: [CompositionalSection?], itemCounts: [Int],
        collectionView: CollectionViewMetrics
    ) throws(LayoutError) -> LayoutGeometry {
        try CompositionalValidation.validate(
            configuration, sectionCount: sections.count, itemCounts: itemCounts, collectionView: collectionView)
        let env = CompositionalEnvironment(configuration, collectionView)
        try LayoutGeometry.checkDimension(
            env.crossLength, field: configuration.scrollDirection == .vertical ? "size.width" : "size.height", scale: env.scale)
        let globalItems = configuration.boundarySupplementaryItems
        let globalContainer = env.layoutContainer
        let globalSizes = resolvedSizes(globalItems, in: globalContainer, scale: env.scale)
        let (pre, post) = boundaryExtents(globalItems, globalSizes, axis: env.axis)

        var cache = SolvedGroupCache()
        // Every section's frames in one block, as in the flow layout (FrameStore says why);
        // a section without a spec has none.
        let frames = FrameStore(itemCounts: sections.indices.lazy.filter { sections[$0] != nil }.map { itemCounts[$0] })
        var layouts = SectionList()
        layouts.reserveCapacity(sections.count)
        var offset = pre
        var cross = env.crossLength
        var stacked = false
        for index in sections.indices {
            guard let spec = sections[index] else {
                layouts.append(emptySection(index, at: offset, env))
                continue
            }
            if stacked && configuration.interSectionSpacing != 0 { offset += configuration.interSectionSpacing }
            stacked = true
            let section = try layoutSection(
                index, spec, itemCount: itemCounts[index], origin: offset, env, &cache, frames: frames)
            try LayoutGeometry.checkElements(of: section, scale: env.scale)
            offset += section.frame.length(along: env.axis)
            cross = Swift.max(cross, section.frame.length(along: env.axis.cross))
            layouts.append(section)
        }

        let content = env.along.size(length: offset + post, thickness: cross)
        let contentSize = Size(
            width: PixelRounding.round(content.width, scale: env.scale),
            height: PixelRounding.round(content.height, scale: env.scale))
        let layoutItems = placeLayoutItems(
            globalItems, sizes: globalSizes, in: globalContainer, hostStart: pre, hostEnd: offset,
            content: contentSize, env)
        let geometry = LayoutGeometry(
            bounds: collectionView.bounds, scale: env.scale, scrollDirection: configuration.scrollDirection,
            contentSize: contentSize,
            sections: layouts, layoutSupplementaries: layoutItems, queryOrder: .bySection,
            warnings: CompositionalValidation.orthogonalOffsetWarnings(collectionView.orthogonalOffsets, sections: sections)
                + CompositionalValidation.unreadMarginsWarnings(configuration, sections: sections, collectionView: collectionView),
            visibleRect: collectionView.visibleRect, layoutDirection: collectionView.layoutDirection)
        try geometry.checkFinite()
        try LayoutGeometry.checkLayoutItems(layoutItems, scale: env.scale)
        return geometry
    }

    /// A section whose provider returned nil (C16): zero-sized where the next section starts.
    static func emptySection(_ index: Int, at offset: Double, _ env: CompositionalEnvironment) -> SectionLayout {
        let origin = env.along.rect(along: offset, across: 0, length: 0, thickness: 0)
        return SectionLayout(
            index: index, frame: origin, itemsFrame: origin, contentFrame: origin, insets: .zero, itemFrames: [],
            lines: [], lineOverhang: LineOverhang(axis: env.axis, distance: 0))
    }
}
