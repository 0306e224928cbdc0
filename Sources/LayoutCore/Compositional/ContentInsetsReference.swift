// Rules: docs/layout-rules.md, C42, C43

/// What a compositional section's content (or its boundary items) is inset from across the
/// scroll axis, as `UIContentInsetsReference` (C42).
public enum ContentInsetsReference: String, CaseIterable, Hashable, Sendable {
    /// A section's: the layout configuration's reference; the configuration's: none.
    case automatic
    /// The container's edges.
    case none
    /// The safe area (UIKit's default for a layout configuration).
    case safeArea
    /// The collection view's layout margins.
    case layoutMargins
    /// The readable content guide: the margins, narrowed to a readable width (C43).
    case readableContent
}

extension CollectionViewMetrics {
    /// The readable content guide's widest width at the default text size (C43): 672 pt.
    public static let defaultReadableContentWidth: Double = 672

    /// The insets `reference` names, from the view's edges, each at least 0 (C42). The
    /// readable content guide is the margins' guide narrowed to `readableContentWidth`,
    /// centred (C43); `automatic` must be resolved before (it reads as none).
    public func insets(of reference: ContentInsetsReference) -> EdgeInsets {
        let raw: EdgeInsets
        switch reference {
        case .automatic, .none: raw = .zero
        case .safeArea: raw = safeAreaInsets
        case .layoutMargins: raw = layoutMargins
        case .readableContent: raw = readableContentInsets
        }
        return EdgeInsets(
            top: Swift.max(raw.top, 0), left: Swift.max(raw.left, 0), bottom: Swift.max(raw.bottom, 0),
            right: Swift.max(raw.right, 0))
    }

    /// C43: the readable content guide's insets: the layout margins, plus on each side half
    /// of what the width between the margins has beyond `readableContentWidth`.
    public var readableContentInsets: EdgeInsets {
        let between = size.width - layoutMargins.left - layoutMargins.right
        let extra = Swift.max(0, (between - readableContentWidth) / 2)
        return EdgeInsets(
            top: layoutMargins.top, left: layoutMargins.left + extra, bottom: layoutMargins.bottom,
            right: layoutMargins.right + extra)
    }
}
