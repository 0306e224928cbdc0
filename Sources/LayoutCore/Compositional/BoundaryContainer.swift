// Rules: docs/layout-rules.md, C17, C23

/// The container boundary items are sized and aligned in (C17, C23): the size their
/// fractional dimensions resolve against, and their span across the scroll axis.
struct BoundaryContainer {
    /// The effective size `fractionalWidth`/`fractionalHeight` refer to.
    var resolveIn: Size
    /// Where the span across the scroll axis starts (`x0`) and its length (`cw`).
    var crossStart: Double
    var crossLength: Double
}
