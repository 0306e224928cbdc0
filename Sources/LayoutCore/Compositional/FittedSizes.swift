// Rules: docs/layout-rules.md, C34-C37

/// The sizes a compositional section's self-sizing cells and boundary views reported
/// (what `preferredLayoutAttributesFitting` returns in an app): with them the section is
/// laid out as UIKit settles it (C34-C37); without them, at its estimates (UIKit's first
/// pass, C2).
///
/// A fitted size counts only on the axes where the element's own dimension is estimated
/// (C34); on the others the element keeps its resolved size.
public struct FittedSizes: Hashable, Sendable {
    /// One entry per item of the section, in item order; nil for an item that has not
    /// reported (its estimate stands).
    public var items: [Size?]
    /// The boundary supplementary items' fitted sizes, by element kind (`header`).
    public var supplementaries: [String: Size]

    public init(items: [Size?] = [], supplementaries: [String: Size] = [:]) {
        self.items = items
        self.supplementaries = supplementaries
    }

    /// True when nothing has reported.
    public var isEmpty: Bool { items.isEmpty && supplementaries.isEmpty }

    /// `size` with its estimated axes replaced by `fitted` (C34).
    @inline(__always)
    static func settle(_ size: Size, declared: LayoutSize, fitted: Size) -> Size {
        Size(
            width: declared.width.isEstimated ? fitted.width : size.width,
            height: declared.height.isEstimated ? fitted.height : size.height)
    }
}
