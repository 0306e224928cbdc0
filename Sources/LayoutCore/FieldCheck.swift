/// The one set of input checks both layouts' validations use (`FlowLayoutValidation`,
/// `CompositionalValidation`), so a value the two layouts share is refused with the same
/// words: `collectionView.scale: cannot be negative (got -1)` in either layout.
///
/// Each check throws a `LayoutError` naming the field in LayoutCore's terms. The field is an
/// autoclosure: its path (and the message) is built only when a check fails, so checking a
/// million items allocates nothing.
public enum FieldCheck {
    /// A finite number (NaN and ±infinity are refused).
    public static func finite(_ value: Double, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        if !value.isFinite { throw LayoutError(field: field(), "must be a finite number (got \(FieldCheck.format(value)))") }
    }

    /// A finite number ≥ 0: lengths, spacings, scales.
    public static func nonNegative(_ value: Double, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try finite(value, field())
        if value < 0 { throw LayoutError(field: field(), "cannot be negative (got \(FieldCheck.format(value)))") }
    }

    /// True when `size(_:_:)` would accept the size: both sides finite and not negative.
    @inline(__always)
    public static func isValidSize(_ size: Size) -> Bool {
        size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0
    }

    /// A size whose width and height are finite and not negative (the failing side is named:
    /// `itemSize.height`).
    public static func size(_ size: Size, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try nonNegative(size.width, field().appending("width"))
        try nonNegative(size.height, field().appending("height"))
    }

    /// Insets that are finite and not negative (the flow layout's section and content insets).
    public static func insets(_ insets: EdgeInsets, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try nonNegative(insets.top, field().appending("top"))
        try nonNegative(insets.left, field().appending("left"))
        try nonNegative(insets.bottom, field().appending("bottom"))
        try nonNegative(insets.right, field().appending("right"))
    }

    /// Insets that are finite and may be negative: a compositional item's or group's content
    /// insets grow its frame when negative (C3).
    public static func finiteInsets(_ insets: EdgeInsets, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try finite(insets.top, field().appending("top"))
        try finite(insets.left, field().appending("left"))
        try finite(insets.bottom, field().appending("bottom"))
        try finite(insets.right, field().appending("right"))
    }

    /// A point whose coordinates are finite (an offset, a content offset).
    public static func point(_ point: Point, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try finite(point.x, field().appending("x"))
        try finite(point.y, field().appending("y"))
    }

    /// A section's item count: an integer ≥ 0.
    public static func itemCount(_ count: Int, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        if count < 0 { throw LayoutError(field: field(), "an item count cannot be negative (got \(count))") }
    }

    /// A repetition count within `bounds` (a compositional group's `count`).
    public static func count(
        _ count: Int, in bounds: ClosedRange<Int>, _ field: @autoclosure () -> LayoutFieldPath
    ) throws(LayoutError) {
        if count < bounds.lowerBound { throw LayoutError(field: field(), "count must be at least \(bounds.lowerBound) (got \(count))") }
        if count > bounds.upperBound { throw LayoutError(field: field(), "count must be at most \(bounds.upperBound) (got \(count))") }
    }

    /// The collection view both layouts read: a finite, non-negative size, scale and insets,
    /// a finite content offset.
    public static func collectionView(_ cv: CollectionViewMetrics) throws(LayoutError) {
        try size(cv.size, LayoutFieldPath(.collectionView, "size"))
        try nonNegative(cv.scale, LayoutFieldPath(.collectionView, "scale"))
        try insets(cv.contentInset, LayoutFieldPath(.collectionView, "contentInset"))
        try point(cv.contentOffset, LayoutFieldPath(.collectionView, "contentOffset"))
        try insets(cv.safeAreaInsets, LayoutFieldPath(.collectionView, "safeAreaInsets"))
        try insets(cv.layoutMargins, LayoutFieldPath(.collectionView, "layoutMargins"))
        try nonNegative(cv.readableContentWidth, LayoutFieldPath(.collectionView, "readableContentWidth"))
        for (section, offset) in cv.orthogonalOffsets {
            try finite(offset, LayoutFieldPath(.collectionView, "orthogonalOffsets[\(section)]"))
        }
    }

    /// Why `z` cannot be an element's zIndex (an `Int32` with its magnitude, as UIKit keeps
    /// it), or nil when it can. A whole number out of range is named in full and called out
    /// of range, not "not an integer" (`math.mininteger` is an integer).
    public static func zIndexProblem(_ z: Double) -> String? {
        guard z.isFinite, z == z.rounded() else { return "zIndex \(format(z)) is not an integer" }
        guard abs(z) <= Double(Int32.max) else {
            let whole = Int64(exactly: z).map(String.init) ?? format(z)
            return "zIndex \(whole) is out of range (-\(Int32.max)...\(Int32.max))"
        }
        return nil
    }

    /// A number as a scene would write it: `-1`, not `-1.0`.
    public static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
