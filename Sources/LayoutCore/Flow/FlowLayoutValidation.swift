/// Rejects input UIKit would assert on or could not lay out sensibly: negative, NaN or
/// infinite sizes, spacings and insets, and `itemSizes` of the wrong length. Field paths use
/// the scene's names (`flow.itemSize.width`, `sections[2].itemSizes[4].height`), with
/// 0-based section and item numbers.
enum FlowLayoutValidation {
    static func validate(
        _ c: FlowLayoutConfiguration, _ sections: [FlowSection], _ cv: CollectionViewMetrics
    ) throws(LayoutError) {
        try FieldCheck.size(cv.size, "collection", widthKey: "width", heightKey: "height")
        try FieldCheck.nonNegative(cv.scale, "collection.scale")
        try FieldCheck.insets(cv.contentInset, "collection.contentInset")
        try FieldCheck.finite(cv.contentOffset.x, "collection.contentOffset.x")
        try FieldCheck.finite(cv.contentOffset.y, "collection.contentOffset.y")
        try FieldCheck.insets(cv.safeAreaInsets, "collection.safeAreaInsets")
        try FieldCheck.insets(cv.layoutMargins, "collection.layoutMargins")

        try FieldCheck.size(c.itemSize, "flow.itemSize")
        try FieldCheck.nonNegative(c.minimumLineSpacing, "flow.minimumLineSpacing")
        try FieldCheck.nonNegative(c.minimumInteritemSpacing, "flow.minimumInteritemSpacing")
        try FieldCheck.insets(c.sectionInset, "flow.sectionInset")
        try FieldCheck.size(c.headerReferenceSize, "flow.headerReferenceSize")
        try FieldCheck.size(c.footerReferenceSize, "flow.footerReferenceSize")

        for (index, section) in sections.enumerated() {
            try validate(section, path: "sections[\(index)]")
        }
    }

    /// The path (a field name's prefix) is built only when a check fails: a million items
    /// must not cost a million strings.
    static func validate(_ s: FlowSection, path: @autoclosure () -> String) throws(LayoutError) {
        if s.itemCount < 0 { throw LayoutError(field: "\(path()).items", "an item count cannot be negative (got \(s.itemCount))") }
        if let inset = s.inset { try FieldCheck.insets(inset, "\(path()).inset") }
        if let v = s.minimumLineSpacing { try FieldCheck.nonNegative(v, "\(path()).minimumLineSpacing") }
        if let v = s.minimumInteritemSpacing { try FieldCheck.nonNegative(v, "\(path()).minimumInteritemSpacing") }
        if let v = s.headerReferenceSize { try FieldCheck.size(v, "\(path()).headerReferenceSize") }
        if let v = s.footerReferenceSize { try FieldCheck.size(v, "\(path()).footerReferenceSize") }
        guard let sizes = s.itemSizes else { return }
        if sizes.count != s.itemCount {
            throw LayoutError(
                field: "\(path()).itemSizes",
                "itemSizes has \(sizes.count) sizes but the section has \(s.itemCount) items")
        }
        for (item, size) in sizes.enumerated() where !FieldCheck.isValidSize(size) {
            try FieldCheck.size(size, "\(path()).itemSizes[\(item)]")
        }
    }
}

/// Checks shared by the layouts' validations: each throws a `LayoutError` naming the field.
public enum FieldCheck {
    public static func finite(_ value: Double, _ field: String) throws(LayoutError) {
        if !value.isFinite { throw LayoutError(field: field, "must be a finite number (got \(FieldCheck.format(value)))") }
    }

    public static func nonNegative(_ value: Double, _ field: String) throws(LayoutError) {
        try finite(value, field)
        if value < 0 { throw LayoutError(field: field, "cannot be negative (got \(FieldCheck.format(value)))") }
    }

    /// True when `size(_:_:)` would accept the size: both sides finite and not negative.
    @inline(__always)
    public static func isValidSize(_ size: Size) -> Bool {
        size.width.isFinite && size.width >= 0 && size.height.isFinite && size.height >= 0
    }

    public static func size(_ size: Size, _ field: String, widthKey: String = "width", heightKey: String = "height") throws(LayoutError) {
        try nonNegative(size.width, "\(field).\(widthKey)")
        try nonNegative(size.height, "\(field).\(heightKey)")
    }

    /// A number as a scene would write it: `-1`, not `-1.0`.
    public static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    public static func insets(_ insets: EdgeInsets, _ field: String) throws(LayoutError) {
        try nonNegative(insets.top, "\(field).top")
        try nonNegative(insets.left, "\(field).left")
        try nonNegative(insets.bottom, "\(field).bottom")
        try nonNegative(insets.right, "\(field).right")
    }
}
