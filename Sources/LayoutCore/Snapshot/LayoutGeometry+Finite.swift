// Rules: docs/layout-rules.md (the limit of a layout, in its introduction), R12

extension LayoutGeometry {
    /// Throws when the layout reaches past the largest length it can hold: sizes, spacings
    /// and insets that are each finite can still add up to infinity, and a finite position
    /// times the screen scale can overflow as it is rounded to pixels (UIKit's
    /// `round(v * scale) / scale` does the same, R12). Such a layout has no content size to
    /// report, and rect queries could not find the elements placed at infinity, so it is an
    /// error, not a layout.
    ///
    /// O(1) when the layout is finite: sections stack along the scroll axis and every
    /// element lies within the content, so one that reaches past the limit takes the
    /// content size with it. Only then are the sections read, to pin the fault on the first
    /// section that reaches past the limit (every later one does too), or on the
    /// configuration when only the space around the sections does.
    public func checkFinite() throws(LayoutError) {
        let s = Swift.max(scale, 1)
        guard !((contentSize.width * s).isFinite && (contentSize.height * s).isFinite) else { return }
        for section in sections where !Self.fitsPixelGrid(section.frame, scale: s) {
            throw Self.sectionPastTheLimit(section.index, scale: s)
        }
        throw LayoutError(
            field: LayoutFieldPath(.configuration),
            "the content size reaches past the largest length the layout can hold (\(Self.limit(scale: s))): "
                + "the layout's sizes, spacings and insets add up to more")
    }

    /// Throws when a flow section's items, just placed, reach past the limit across the
    /// scroll axis too, which the content size (the view's width there) does not show:
    /// insets wider than the view by more than a `Double` holds put items at `-inf`. Called
    /// by the layouts as they place each section (a few comparisons on values at hand).
    static func checkItems(of section: Int, _ itemsFrame: Rect?, scale: Double) throws(LayoutError) {
        guard let itemsFrame else { return }
        let s = Swift.max(scale, 1)
        if !fitsPixelGrid(itemsFrame, scale: s) { throw sectionPastTheLimit(section, scale: s) }
    }

    /// Throws when the collection view's length across the scroll axis, `length`, is past
    /// the limit at `scale`: every line of items would be. Names the view's size (as
    /// `field`), not the first section the overflow reaches.
    static func checkDimension(_ length: Double, field: String, scale: Double) throws(LayoutError) {
        let s = Swift.max(scale, 1)
        guard !(length * s).isFinite else { return }
        throw LayoutError(
            field: LayoutFieldPath(.collectionView, field),
            "\(FieldCheck.format(length)) points at scale \(FieldCheck.format(scale)) reach past the largest "
                + "position the layout can hold (\(limit(scale: s)))")
    }

    /// The error for section `index` reaching past the limit.
    static func sectionPastTheLimit(_ index: Int, scale s: Double) -> LayoutError {
        LayoutError(
            field: LayoutFieldPath(.section(index)),
            "the section reaches past the largest position the layout can hold (\(limit(scale: s))): "
                + "its sizes, spacings and insets add up to more")
    }

    /// Whether `rect`'s edges stay finite once multiplied by the scale for pixel rounding.
    static func fitsPixelGrid(_ rect: Rect, scale s: Double) -> Bool {
        (rect.x * s).isFinite && (rect.y * s).isFinite
            && ((rect.x + rect.width) * s).isFinite && ((rect.y + rect.height) * s).isFinite
    }

    /// `1.8e308 points`, or `1.8e308 / 3 points` at scale 3.
    public static func limit(scale s: Double) -> String {
        s == 1 ? "1.8e308 points" : "1.8e308 / \(FieldCheck.format(s)) points"
    }
}
