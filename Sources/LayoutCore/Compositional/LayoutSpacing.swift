// Rules: docs/layout-rules.md, C5, C7, C8

/// The spacing between a group's subitems, as `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this gap (C8).
    case fixed(Double)
    /// At least this gap; the leftover length is shared between the gaps (C8).
    case flexible(Double)

    /// The declared (minimum) gap, which is what the fit loop subtracts (C5, C7).
    public var value: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }
}
