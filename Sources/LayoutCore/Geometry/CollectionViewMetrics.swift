/// The collection view a layout is computed for: its size, screen scale, insets and
/// scroll position. This is everything a layout may read about its host view.
public struct CollectionViewMetrics: Hashable, Sendable {
    /// The view's size (`bounds.size`).
    public var size: Size
    /// The screen scale origins are rounded to (R12, C26); 2 by default.
    public var scale: Double
    /// The effective (adjusted) content inset.
    public var contentInset: EdgeInsets
    /// Where the visible rect starts (`bounds.origin`); it moves pinned headers.
    public var contentOffset: Point
    /// Safe-area insets, zero on Linux unless the scene supplies them (R4, C22).
    public var safeAreaInsets: EdgeInsets
    /// Layout margins, zero unless the scene supplies them (R4, C22).
    public var layoutMargins: EdgeInsets

    public init(
        size: Size, scale: Double = 2, contentInset: EdgeInsets = .zero,
        contentOffset: Point = .zero, safeAreaInsets: EdgeInsets = .zero,
        layoutMargins: EdgeInsets = .zero
    ) {
        self.size = size
        self.scale = scale
        self.contentInset = contentInset
        self.contentOffset = contentOffset
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// The bounds: the size at the content offset.
    public var bounds: Rect { Rect(origin: contentOffset, size: size) }

    /// The visible rect: the bounds inset by the content inset (R13's `vis`).
    public var visibleRect: Rect { bounds.inset(by: contentInset) }
}
