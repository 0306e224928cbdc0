/// Rejects input UIKit would assert on or could not lay out sensibly: negative, NaN or
/// infinite sizes, spacings and insets, and `itemSizes` of the wrong length. Paths are in
/// LayoutCore's terms (`.configuration`, `itemSize.width`; `.section(2)`, `itemSizes[4].height`),
/// with 0-based section and item numbers.
enum FlowLayoutValidation {
    static func validate(
        _ c: FlowLayoutConfiguration, _ sections: [FlowSection], _ cv: CollectionViewMetrics
    ) throws(LayoutError) {
        try FieldCheck.size(cv.size, LayoutFieldPath(.collectionView, "size"))
        try FieldCheck.nonNegative(cv.scale, LayoutFieldPath(.collectionView, "scale"))
        try FieldCheck.insets(cv.contentInset, LayoutFieldPath(.collectionView, "contentInset"))
        try FieldCheck.finite(cv.contentOffset.x, LayoutFieldPath(.collectionView, "contentOffset.x"))
        try FieldCheck.finite(cv.contentOffset.y, LayoutFieldPath(.collectionView, "contentOffset.y"))
        try FieldCheck.insets(cv.safeAreaInsets, LayoutFieldPath(.collectionView, "safeAreaInsets"))
        try FieldCheck.insets(cv.layoutMargins, LayoutFieldPath(.collectionView, "layoutMargins"))

        try FieldCheck.size(c.itemSize, LayoutFieldPath(.configuration, "itemSize"))
        try FieldCheck.nonNegative(c.minimumLineSpacing, LayoutFieldPath(.configuration, "minimumLineSpacing"))
        try FieldCheck.nonNegative(c.minimumInteritemSpacing, LayoutFieldPath(.configuration, "minimumInteritemSpacing"))
        try FieldCheck.insets(c.sectionInset, LayoutFieldPath(.configuration, "sectionInset"))
        try FieldCheck.size(c.headerReferenceSize, LayoutFieldPath(.configuration, "headerReferenceSize"))
        try FieldCheck.size(c.footerReferenceSize, LayoutFieldPath(.configuration, "footerReferenceSize"))

        for (index, section) in sections.enumerated() {
            try validate(section, index: index)
        }
    }

    /// Paths (and messages) are built only when a check fails: a million items must not
    /// cost a million strings.
    static func validate(_ s: FlowSection, index: Int) throws(LayoutError) {
        func path(_ field: String) -> LayoutFieldPath { LayoutFieldPath(.section(index), field) }
        if s.itemCount < 0 { throw LayoutError(field: path("itemCount"), "an item count cannot be negative (got \(s.itemCount))") }
        if let inset = s.inset { try FieldCheck.insets(inset, path("inset")) }
        if let v = s.minimumLineSpacing { try FieldCheck.nonNegative(v, path("minimumLineSpacing")) }
        if let v = s.minimumInteritemSpacing { try FieldCheck.nonNegative(v, path("minimumInteritemSpacing")) }
        if let v = s.headerReferenceSize { try FieldCheck.size(v, path("headerReferenceSize")) }
        if let v = s.footerReferenceSize { try FieldCheck.size(v, path("footerReferenceSize")) }
        guard let sizes = s.itemSizes else { return }
        if sizes.count != s.itemCount {
            throw LayoutError(
                field: path("itemSizes"),
                "itemSizes has \(sizes.count) sizes but the section has \(s.itemCount) items")
        }
        for (item, size) in sizes.enumerated() where !FieldCheck.isValidSize(size) {
            try FieldCheck.size(size, path("itemSizes[\(item)]"))
        }
    }
}

/// Checks shared by the layouts' validations: each throws a `LayoutError` naming the field.
public enum FieldCheck {
    public static func finite(_ value: Double, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        if !value.isFinite { throw LayoutError(field: field(), "must be a finite number (got \(FieldCheck.format(value)))") }
    }

    public static func nonNegative(_ value: Double, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try finite(value, field())
        if value < 0 { throw LayoutError(field: field(), "cannot be negative (got \(FieldCheck.format(value)))") }
    }

    /// True when `size(_:_:)` would accept the size: both sides finite and not negative.
    @inline(__always)
    public static func isValidSize(_ size: Size) -> Bool {
        size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0
    }

    public static func size(_ size: Size, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try nonNegative(size.width, field().appending("width"))
        try nonNegative(size.height, field().appending("height"))
    }

    /// A number as a scene would write it: `-1`, not `-1.0`.
    public static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    public static func insets(_ insets: EdgeInsets, _ field: @autoclosure () -> LayoutFieldPath) throws(LayoutError) {
        try nonNegative(insets.top, field().appending("top"))
        try nonNegative(insets.left, field().appending("left"))
        try nonNegative(insets.bottom, field().appending("bottom"))
        try nonNegative(insets.right, field().appending("right"))
    }
}
