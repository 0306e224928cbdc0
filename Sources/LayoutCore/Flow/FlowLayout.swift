// Rules: docs/layout-rules.md, R1, R4, R5, R7, R16

/// UIKit's `UICollectionViewFlowLayout`, rule by rule (`docs/layout-rules.md`, R1-R18), and sections arranged from outside (R19).
///
/// A pure function from configuration, sections and collection view to `LayoutGeometry`.
/// Arithmetic follows UIKit's order of operations in IEEE `Double`, so UIKit's own float
/// quirks (a 7th column that does not fit by a rounding error) are reproduced, not fixed.
public enum FlowLayout {
    /// Computes every cell, header and footer frame.
    ///
    /// - Parameters:
    ///   - configuration: the layout's properties.
    ///   - sections: item counts and per-section delegate answers.
    ///   - collectionView: size, scale, insets and scroll position.
    /// - Returns: the geometry, with `warnings` for what UIKit would log.
    ///   - arranger: asked for each section's arrangement (R19); a section it answers nil
    ///     for, or whose arrangement is refused (a warning), is placed by the flow layout.
    /// - Throws: `LayoutError` naming the field for negative, NaN or infinite input, for
    ///   `itemSizes` whose length differs from the item count, and naming the section for
    ///   finite input that adds up past the largest position a layout holds (`checkFinite`).
    public static func layout(
        configuration: FlowLayoutConfiguration, sections: [FlowSection],
        collectionView: CollectionViewMetrics, arranger: SectionArranger? = nil
    ) throws(LayoutError) -> LayoutGeometry {
        try layout(configuration: configuration, sections: sections, collectionView: collectionView, raw: arranger, checked: nil)
    }

    /// `layout(configuration:sections:collectionView:arranger:)` with arrangements checked
    /// where they were made (the plugin host's), used as they are; one refused where its
    /// section starts is told to `arranger.refused` rather than said as a warning.
    public static func layout(
        configuration: FlowLayoutConfiguration, sections: [FlowSection],
        collectionView: CollectionViewMetrics, checkedArranger arranger: CheckedSectionArranger?
    ) throws(LayoutError) -> LayoutGeometry {
        try layout(configuration: configuration, sections: sections, collectionView: collectionView, raw: nil, checked: arranger)
    }

    private static func layout(
        configuration: FlowLayoutConfiguration, sections: [FlowSection],
        collectionView: CollectionViewMetrics, raw: SectionArranger?, checked: CheckedSectionArranger?
    ) throws(LayoutError) -> LayoutGeometry {
        try FlowLayoutValidation.validate(configuration, sections, collectionView)
        let direction = configuration.scrollDirection
        let axes = AxisMapping(axis: direction.lineAxis)
        let scale = collectionView.pixelScale
        var geometry = LayoutGeometry(
            bounds: collectionView.bounds, scale: scale, scrollDirection: direction,
            contentSize: .zero, sections: [], queryOrder: .cellsThenSupplementariesByKind,
            visibleRect: collectionView.visibleRect, layoutDirection: collectionView.layoutDirection)

        // R1: the dimension lines are laid out in; nothing is laid out without one.
        let D = Swift.max(dimension(collectionView, direction), 0)
        guard D > 0, collectionView.size.width > 0, collectionView.size.height > 0 else {
            return geometry
        }
        try LayoutGeometry.checkDimension(D, field: direction == .vertical ? "size.width" : "size.height", scale: scale)

        let shift = contentShift(configuration, collectionView)
        var origin = shift.lead
        geometry.sections.reserveCapacity(sections.count)
        // Every section's frames in one block (FrameStore says why).
        let frames = FrameStore(itemCounts: sections.lazy.map(\.itemCount))
        for (index, section) in sections.enumerated() {
            let insets = adjustedInsets(section.inset ?? configuration.sectionInset, configuration, collectionView)
            let metrics = FlowSectionMetrics(section: section, configuration: configuration, insets: insets)
            var arranged: FlowSectionPlacement?
            if raw != nil || checked != nil {
                let box = contentBox(
                    index: index, sectionCount: sections.count, section: section, metrics: metrics,
                    configuration: configuration, dimension: D, origin: origin, scale: scale, axes: axes,
                    layoutDirection: collectionView.layoutDirection)
                var answer: SectionArrangement?
                if let checked {
                    answer = checked.arrange(box)?.arrangement
                } else if let raw, let given = raw(box) {
                    switch CheckedSectionArrangement.check(given, in: box) {
                    case .success(let accepted): answer = accepted.arrangement
                    case .failure(let problem): geometry.warnings.append(refusedArrangementWarning(section: index, problem: problem))
                    }
                }
                if let answer {
                    let placement = arrangedPlacement(
                        answer, box: box, metrics: metrics, dimension: D, origin: origin, axes: axes, frames: frames)
                    // Each relative frame is finite, yet the section can still end past
                    // the largest position the layout holds where it starts (see
                    // `checkFinite`): refused like any bad frame, so that an arrangement
                    // never takes the whole layout down.
                    let extent = placement.sectionExtent(footerLength: metrics.footerLength, scrollAxis: axes.axis.cross)
                    if LayoutGeometry.holds(origin + extent, scale: scale) {
                        arranged = placement
                    } else if let checked {
                        checked.refused(box, .unbounded)
                    } else {
                        geometry.warnings.append(refusedArrangementWarning(section: index, problem: .unbounded))
                    }
                }
            }
            let placement = arranged ?? place(
                section, metrics: metrics, configuration: configuration, dimension: D, origin: origin, scale: scale, axes: axes,
                frames: frames)
            try LayoutGeometry.checkItems(of: index, placement.itemsFrame, scale: scale)
            if arranged == nil, let warning = oversizeWarning(section, index: index, configuration: configuration, metrics: metrics, dimension: D, axes: axes) {
                geometry.warnings.append(warning)
            }
            let extent = placement.sectionExtent(footerLength: metrics.footerLength, scrollAxis: axes.axis.cross)
            geometry.sections.append(
                sectionLayout(
                    index: index, placement: placement, metrics: metrics, origin: origin, extent: extent,
                    dimension: D, scale: scale, axes: axes, configuration: configuration,
                    collectionView: collectionView, arranged: arranged != nil))
            origin = origin + extent
        }
        let total = origin + shift.trail
        geometry.contentSize = direction == .vertical
            ? Size(width: D, height: total) : Size(width: total, height: D)
        try geometry.checkFinite()
        return geometry
    }

    /// R1: the length available to lines, across the scroll direction.
    static func dimension(_ cv: CollectionViewMetrics, _ direction: ScrollDirection) -> Double {
        direction == .vertical
            ? cv.size.width - cv.contentInset.left - cv.contentInset.right
            : cv.size.height - cv.contentInset.top - cv.contentInset.bottom
    }

    /// R4: the reference insets for `sectionInsetReference`, or nil for `.fromContentInset`.
    static func referenceInsets(_ c: FlowLayoutConfiguration, _ cv: CollectionViewMetrics) -> EdgeInsets? {
        switch c.sectionInsetReference {
        case .fromContentInset: return nil
        case .fromSafeArea: return cv.safeAreaInsets
        case .fromLayoutMargins: return cv.layoutMargins
        }
    }

    /// R4: only the two non-scrolling edges of the section insets change.
    static func adjustedInsets(_ insets: EdgeInsets, _ c: FlowLayoutConfiguration, _ cv: CollectionViewMetrics) -> EdgeInsets {
        guard let ref = referenceInsets(c, cv) else { return insets }
        let adj = cv.contentInset
        var result = insets
        if c.scrollDirection == .vertical {
            result.left = Swift.max(insets.left + ref.left - adj.left, 0)
            result.right = Swift.max(insets.right + ref.right - adj.right, 0)
        } else {
            result.top = Swift.max(insets.top + ref.top - adj.top, 0)
            result.bottom = Swift.max(insets.bottom + ref.bottom - adj.bottom, 0)
        }
        return result
    }

    /// R4: space added before the first and after the last section.
    static func contentShift(_ c: FlowLayoutConfiguration, _ cv: CollectionViewMetrics) -> (lead: Double, trail: Double) {
        guard let ref = referenceInsets(c, cv) else { return (0, 0) }
        let adj = cv.contentInset
        return c.scrollDirection == .vertical
            ? (Swift.max(ref.top - adj.top, 0), Swift.max(ref.bottom - adj.bottom, 0))
            : (Swift.max(ref.left - adj.left, 0), Swift.max(ref.right - adj.right, 0))
    }

    /// R5: the grid path when every item has the same size, else the row path; always the
    /// row path when self-sizing (R18).
    static func place(
        _ section: FlowSection, metrics: FlowSectionMetrics, configuration c: FlowLayoutConfiguration,
        dimension D: Double, origin: Double, scale: Double, axes: AxisMapping, frames store: FrameStore? = nil
    ) -> FlowSectionPlacement {
        // R18: self-sizing sends every section down the row path, with the fitted sizes.
        if c.estimatedItemSize != nil, section.itemCount > 0 {
            return placeRows(
                sizes: section.itemSizes ?? Array(repeating: c.itemSize, count: section.itemCount), metrics: metrics,
                dimension: D, origin: origin, scale: scale, axes: axes, iOS10: c.iOS10Behavior, frames: store)
        }
        if let sizes = section.itemSizes, let first = sizes.first {
            if sizes.allSatisfy({ $0.width == first.width && $0.height == first.height }) {
                return placeGrid(
                    count: sizes.count, itemSize: first, metrics: metrics, dimension: D, origin: origin, scale: scale,
                    axes: axes, frames: store)
            }
            return placeRows(
                sizes: sizes, metrics: metrics, dimension: D, origin: origin, scale: scale, axes: axes,
                iOS10: c.iOS10Behavior, frames: store)
        }
        return placeGrid(
            count: section.itemCount, itemSize: c.itemSize, metrics: metrics, dimension: D, origin: origin, scale: scale,
            axes: axes, frames: store)
    }

    /// UIKit logs, and lays out anyway, when an item is longer than its line (R7a).
    static func oversizeWarning(
        _ section: FlowSection, index: Int, configuration c: FlowLayoutConfiguration,
        metrics m: FlowSectionMetrics, dimension D: Double, axes: AxisMapping
    ) -> String? {
        let available = D - (m.beginAlong + m.endAlong)
        // Found without building an array of lengths: this runs for every section.
        let item: Int, length: Double
        if let sizes = section.itemSizes {
            guard let i = sizes.firstIndex(where: { axes.length(of: $0) > available }) else { return nil }
            (item, length) = (i, axes.length(of: sizes[i]))
        } else {
            guard section.itemCount > 0, axes.length(of: c.itemSize) > available else { return nil }
            (item, length) = (0, axes.length(of: c.itemSize))
        }
        let side = c.scrollDirection == .vertical ? "width" : "height"
        return "section \(index), item \(item): the item \(side) \(FieldCheck.format(length)) is larger than the "
            + "\(FieldCheck.format(available)) available (the collection view's \(side) minus the section and content insets); "
            + "UIKit says the behavior of the flow layout is not defined and lays it out anyway"
    }
}
