// Rules: docs/layout-rules.md, R3, R4, R8

/// A section's metrics resolved once (R3, R4), in axis-neutral terms: "along" is the axis
/// items flow along inside a line, "across" the scroll axis.
struct FlowSectionMetrics {
    var insets: EdgeInsets
    /// Along-axis begin and end insets (`bA`, `eA`).
    var beginAlong: Double
    var endAlong: Double
    /// Across-axis begin and end insets (`bX`, `eX`).
    var beginAcross: Double
    var endAcross: Double
    /// UIKit's "interitem" and "line" spacings, stored under those names whatever the
    /// direction (R3); R8a swaps them for horizontal row-path sections.
    var interitemSpacing: Double
    var lineSpacing: Double
    /// Header and footer lengths along the scroll axis (`H`, `F`).
    var headerLength: Double
    var footerLength: Double

    init(
        section: FlowSection, configuration c: FlowLayoutConfiguration, insets: EdgeInsets
    ) {
        let lineAxis = c.scrollDirection.lineAxis, scrollAxis = c.scrollDirection.scrollAxis
        self.insets = insets
        beginAlong = insets.begin(lineAxis)
        endAlong = insets.end(lineAxis)
        beginAcross = insets.begin(scrollAxis)
        endAcross = insets.end(scrollAxis)
        interitemSpacing = section.minimumInteritemSpacing ?? c.minimumInteritemSpacing
        lineSpacing = section.minimumLineSpacing ?? c.minimumLineSpacing
        headerLength = (section.headerReferenceSize ?? c.headerReferenceSize).length(along: scrollAxis)
        footerLength = (section.footerReferenceSize ?? c.footerReferenceSize).length(along: scrollAxis)
    }
}
