/// Rejects input UIKit would assert on or could not lay out sensibly: negative, NaN or
/// infinite sizes, spacings and insets, and `itemSizes` of the wrong length. Paths are in
/// LayoutCore's terms (`.configuration`, `itemSize.width`; `.section(2)`, `itemSizes[4].height`),
/// with 0-based section and item numbers.
enum FlowLayoutValidation {
    static func validate(
        _ c: FlowLayoutConfiguration, _ sections: [FlowSection], _ cv: CollectionViewMetrics
    ) throws(LayoutError) {
        try FieldCheck.collectionView(cv)

        try FieldCheck.size(c.itemSize, LayoutFieldPath(.configuration, "itemSize"))
        try FieldCheck.nonNegative(c.minimumLineSpacing, LayoutFieldPath(.configuration, "minimumLineSpacing"))
        try FieldCheck.nonNegative(c.minimumInteritemSpacing, LayoutFieldPath(.configuration, "minimumInteritemSpacing"))
        try FieldCheck.insets(c.sectionInset, LayoutFieldPath(.configuration, "sectionInset"))
        try FieldCheck.size(c.headerReferenceSize, LayoutFieldPath(.configuration, "headerReferenceSize"))
        try FieldCheck.size(c.footerReferenceSize, LayoutFieldPath(.configuration, "footerReferenceSize"))
        try c.estimatedItemSize?.check()

        for (index, section) in sections.enumerated() {
            try validate(section, index: index)
        }
    }

    /// Paths (and messages) are built only when a check fails: a million items must not
    /// cost a million strings.
    static func validate(_ s: FlowSection, index: Int) throws(LayoutError) {
        func path(_ field: String) -> LayoutFieldPath { LayoutFieldPath(.section(index), field) }
        try FieldCheck.itemCount(s.itemCount, path("itemCount"))
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

extension FlowSection {
    /// Throws what the flow layout would throw for this section's own fields (sizes,
    /// spacings, insets, counts), with the field named from the section (`inset.top`): so a
    /// section described away from `sections { }` (an update inserting it) is refused
    /// where it was written, not where the layout meets it.
    public func check() throws(LayoutError) {
        try FlowLayoutValidation.validate(self, index: 0)
    }
}

extension FlowLayoutConfiguration.EstimatedItemSize {
    /// R18: an estimate is a size UIKit can lay a first pass out with: both sides finite
    /// and above zero (`.zero` means "no estimate", which a scene says by leaving it out).
    public func check() throws(LayoutError) {
        guard case .size(let estimate) = self else { return }
        for (side, value) in [("width", estimate.width), ("height", estimate.height)] where !(value > 0 && value.isFinite) {
            throw LayoutError(
                field: LayoutFieldPath(.configuration, "estimatedItemSize.\(side)"),
                "the estimated \(side) must be a finite number above 0, got \(FieldCheck.format(value))")
        }
    }
}
