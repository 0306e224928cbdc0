// Rules: docs/layout-rules.md, C47

/// `UIUserInterfaceSizeClass`, as a trait collection gives it.
public enum SizeClass: String, CaseIterable, Hashable, Sendable {
    case compact, regular
}

/// What UIKit passes a section provider (`NSCollectionLayoutEnvironment`, C47): the layout's
/// container and the traits a provider copied from an app reads to pick its columns.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The container's size: the collection view's bounds size.
    public var contentSize: Size
    /// The insets the sections sit in by default: the content inset, plus the reference
    /// insets of the configuration's `contentInsetsReference` across the scroll axis (C42,
    /// C44). Directional: `left` is leading.
    public var contentInsets: EdgeInsets
    /// `contentSize` less `contentInsets`.
    public var effectiveContentSize: Size
    public var horizontalSizeClass: SizeClass
    public var displayScale: Double
    public var layoutDirection: LayoutDirection

    /// The environment of a layout with `configuration` in `collectionView`.
    public init(configuration: CompositionalLayoutConfiguration, collectionView cv: CollectionViewMetrics) {
        let axis = configuration.scrollDirection.scrollAxis
        let reference = configuration.contentInsetsReference == .automatic ? .none : configuration.contentInsetsReference
        let ref = CompositionalEnvironment.crossInsets(of: reference, cv, axis: axis)
        var insets = cv.contentInset
        if cv.layoutDirection == .rightToLeft { (insets.left, insets.right) = (insets.right, insets.left) }
        if axis == .vertical {
            insets.left += ref.begin
            insets.right += ref.end
        } else {
            insets.top += ref.begin
            insets.bottom += ref.end
        }
        contentSize = cv.size
        contentInsets = insets
        effectiveContentSize = Size(
            width: cv.size.width - insets.left - insets.right, height: cv.size.height - insets.top - insets.bottom)
        horizontalSizeClass = cv.horizontalSizeClass ?? Self.horizontalSizeClass(forWidth: cv.size.width)
        displayScale = cv.pixelScale
        layoutDirection = cv.layoutDirection
    }

    /// C47: the size class a view of `width` has when the scene does not say: regular from
    /// 744 pt (the narrowest full-screen iPad, an iPad mini in portrait), compact below. It
    /// is a width rule, and UIKit's is a device rule: iPhones in landscape from 844 to 874 pt
    /// wide are compact in UIKit, and a scene for one says so.
    public static func horizontalSizeClass(forWidth width: Double) -> SizeClass {
        width >= 744 ? .regular : .compact
    }
}
