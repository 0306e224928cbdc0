// Rules: docs/layout-rules.md (the limit of a layout, in its introduction), R12

extension LayoutGeometry {
    /// The limit itself, the one rule every check of it calls: a position the layout can
    /// hold at `scale` stays finite once multiplied by the scale to be rounded to pixels
    /// (UIKit's `round(v * scale) / scale`, R12), which caps it at `1.8e308 / scale`
    /// points (at scale 1 and below, at the largest `Double`). A NaN is not held either.
    @inlinable @inline(__always)
    public static func holds(_ position: Double, scale: Double) -> Bool {
        (position * Swift.max(scale, 1)).isFinite
    }

    /// Throws when the layout reaches past the largest position it can hold (`holds`):
    /// sizes, spacings and insets that are each finite can still add up past it. Such a
    /// layout has no content size to report, and rect queries could not find the elements
    /// placed at infinity, so it is an error, not a layout.
    ///
    /// O(1) when the layout is finite: sections stack along the scroll axis and every
    /// element lies within the content, so one that reaches past the limit takes the
    /// content size with it. Only then are the sections read, to pin the fault on the first
    /// section that reaches past the limit (every later one does too), or on the
    /// configuration when only the space around the sections does.
    public func checkFinite() throws(LayoutError) {
        guard !(Self.holds(contentSize.width, scale: scale) && Self.holds(contentSize.height, scale: scale)) else { return }
        for section in sections where !Self.holds(section.frame, scale: scale) {
            throw Self.sectionPastTheLimit(section.index, scale: scale)
        }
        throw LayoutError(
            field: LayoutFieldPath(.configuration),
            "the content size reaches past the largest length the layout can hold (\(Self.limit(scale: scale))): "
                + "the layout's sizes, spacings and insets add up to more")
    }

    /// Throws when a flow section's items, just placed, reach past the limit across the
    /// scroll axis too, which the content size (the view's width there) does not show:
    /// insets wider than the view by more than a `Double` holds put items at `-inf`. Called
    /// by the layouts as they place each section (a few comparisons on values at hand).
    static func checkItems(of section: Int, _ itemsFrame: Rect?, scale: Double) throws(LayoutError) {
        guard let itemsFrame, !holds(itemsFrame, scale: scale) else { return }
        throw sectionPastTheLimit(section, scale: scale)
    }

    /// Throws when an element of a compositional section, just laid out, lies past the
    /// limit: there an element need not lie within the content (a custom group's frame, a
    /// boundary item's offset, a decoration item's negative insets, contentInsets wider
    /// than a `Double` across the scroll axis), so the content size does not show it, and
    /// `dump` printed `"frame": [null, ...]` with exit status 0. Reads every frame of the
    /// section once (a few comparisons each).
    static func checkElements(of section: SectionLayout, scale: Double) throws(LayoutError) {
        let placed = section.supplementaries.allSatisfy { holds($0.frame, scale: scale) }
            && section.decorationItems.allSatisfy { holds($0.frame, scale: scale) }
            && section.itemFrames.withUnsafeBufferPointer { holdsAll($0, scale: scale) }
        guard !placed else { return }
        throw sectionPastTheLimit(section.index, scale: scale)
    }

    /// `holds` for every frame, without a branch per frame: a value times 0 is 0 when the
    /// value is finite and NaN otherwise, so one sum tells (a million items: ~8 instructions
    /// each, where a test per frame took ~32).
    private static func holdsAll(_ frames: UnsafeBufferPointer<Rect>, scale: Double) -> Bool {
        let s = Swift.max(scale, 1)
        var poison = 0.0
        for f in frames {
            poison += (f.x * s) * 0 + (f.y * s) * 0 + ((f.x + f.width) * s) * 0 + ((f.y + f.height) * s) * 0
        }
        return poison == 0
    }

    /// Throws when one of the layout's own boundary items lies past the limit (as
    /// `checkElements`), naming the configuration.
    static func checkLayoutItems(_ items: [PlacedElement], scale: Double) throws(LayoutError) {
        guard !items.allSatisfy({ holds($0.frame, scale: scale) }) else { return }
        throw LayoutError(
            field: LayoutFieldPath(.configuration),
            "a boundary item of the layout reaches past the largest position the layout can hold (\(limit(scale: scale))): "
                + "its size, offset and the insets around it add up to more")
    }

    /// Throws when the collection view's length across the scroll axis, `length`, is past
    /// the limit at `scale`: every line of items would be. Names the view's size (as
    /// `field`), not the first section the overflow reaches.
    static func checkDimension(_ length: Double, field: String, scale: Double) throws(LayoutError) {
        guard !holds(length, scale: scale) else { return }
        throw LayoutError(
            field: LayoutFieldPath(.collectionView, field),
            "\(FieldCheck.format(length)) points at scale \(FieldCheck.format(scale)) reach past the largest "
                + "position the layout can hold (\(limit(scale: scale)))")
    }

    /// The error for section `index` reaching past the limit.
    static func sectionPastTheLimit(_ index: Int, scale: Double) -> LayoutError {
        LayoutError(
            field: LayoutFieldPath(.section(index)),
            "the section reaches past the largest position the layout can hold (\(limit(scale: scale))): "
                + "its sizes, spacings and insets add up to more")
    }

    /// Whether the layout holds every edge of `rect`.
    static func holds(_ rect: Rect, scale: Double) -> Bool {
        holds(rect.x, scale: scale) && holds(rect.y, scale: scale)
            && holds(rect.x + rect.width, scale: scale) && holds(rect.y + rect.height, scale: scale)
    }

    /// `1.8e308 points`, or `1.8e308 / 3 points` at scale 3 (scales up to 1 read as 1).
    public static func limit(scale: Double) -> String {
        let s = Swift.max(scale, 1)
        return s == 1 ? "1.8e308 points" : "1.8e308 / \(FieldCheck.format(s)) points"
    }
}
