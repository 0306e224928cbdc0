// Rules: docs/layout-rules.md, C21

/// A section background, as `NSCollectionLayoutDecorationItem.background(elementKind:)` (C21).
///
/// Its frame covers the whole section (boundary items included) at the full container width,
/// then shrinks by its own `contentInsets`: the section's insets only move the items, so the
/// two do not add up (the inset-grouped look is a background inset by 15 pt).
public struct DecorationItem: Hashable, Sendable {
    /// The decoration's kind; the query returns it as the element's `kind`.
    public var elementKind: String
    public var contentInsets: EdgeInsets
    /// 0 by default: below the cells, which the background promotes to 1.
    public var zIndex: Int

    public init(background elementKind: String, contentInsets: EdgeInsets = .zero, zIndex: Int = 0) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// UIKit's spelling: `.background(elementKind:)`.
    public static func background(elementKind: String) -> DecorationItem {
        DecorationItem(background: elementKind)
    }
}
