// Rules: docs/layout-rules.md, R4, R12, R13, C1, C22, C26, C30, C42-C44

/// The collection view a layout is computed for: its size, screen scale, insets and
/// scroll position. This is everything a layout may read about its host view.
public struct CollectionViewMetrics: Hashable, Sendable {
    /// The view's size (`bounds.size`).
    public var size: Size
    /// The screen scale as given: 2 by default, 0 for "the screen's own". Layouts read it
    /// through `pixelScale`, never directly.
    public var scale: Double
    /// The effective (adjusted) content inset. A compositional layout's container is the
    /// bounds less it (C44).
    public var contentInset: EdgeInsets
    /// Where the visible rect starts (`bounds.origin`); it moves pinned headers.
    public var contentOffset: Point
    /// Safe-area insets, zero on Linux unless the scene supplies them (R4, C22).
    public var safeAreaInsets: EdgeInsets
    /// Layout margins, zero unless the scene supplies them (R4, C22).
    public var layoutMargins: EdgeInsets
    /// The readable content guide's widest width (C43): 672 pt at the default text size;
    /// other text sizes give other widths, so a scene may say.
    public var readableContentWidth: Double = CollectionViewMetrics.defaultReadableContentWidth
    /// The trait collection's horizontal size class a section provider reads (C47); nil:
    /// from the width (`LayoutEnvironment.horizontalSizeClass(forWidth:)`).
    public var horizontalSizeClass: SizeClass?
    /// The direction of the view's language: the flow layout mirrors in right-to-left (R17).
    public var layoutDirection: LayoutDirection = .leftToRight
    /// The offset of each orthogonal section's inner scroll view along its own axis, by
    /// section: 0 at rest, as UIKit reports it (C30). Sections not listed are at rest.
    public var orthogonalOffsets: [Int: Double] = [:]

    public init(
        size: Size, scale: Double = CollectionViewMetrics.defaultScale, contentInset: EdgeInsets = .zero,
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

    /// The scale of the screen a view without a scale of its own is on: 2.
    public static let defaultScale: Double = 2

    /// The scale both layouts round frames to (R12, C1, C26): `scale`, or `defaultScale` when
    /// `scale` is 0, as UIKit reads a scale of 0 as "the main screen's". The one reading of
    /// the scale; a negative scale is rejected by each layout's validation.
    public var pixelScale: Double { scale == 0 ? Self.defaultScale : scale }

    /// The bounds: the size at the content offset.
    public var bounds: Rect { Rect(origin: contentOffset, size: size) }

    /// The visible rect: the bounds inset by the content inset (R13's `vis`).
    public var visibleRect: Rect { bounds.inset(by: contentInset) }
}
