// Rules: docs/layout-rules.md, R17, C1

/// Which way a line of text runs in the collection view's language: UIKit's
/// `effectiveUserInterfaceLayoutDirection`. The flow layout mirrors its own frames in a
/// right-to-left view (R17); the compositional layout reports left-to-right frames and the
/// view flips them on screen (`LayoutGeometry.flippedByView`).
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight
    case rightToLeft
}
