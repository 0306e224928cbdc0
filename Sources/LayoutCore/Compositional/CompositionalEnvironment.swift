// Rules: docs/layout-rules.md, C12, C17, C22, C20, C23, C26, C28, C42-C44

/// What every section of one layout pass reads: the layout container (the view's size less
/// its content inset, C44), the scale, the scroll axis A and the reference insets on the
/// cross axis X (C22, C42).
///
/// The reference insets are per section: `referencing(_:)` gives the environment of one
/// section, with its content reference and its boundary items' reference resolved (C42).
struct CompositionalEnvironment {
    // MARK: Lifecycle

    init(_ configuration: CompositionalLayoutConfiguration, _ collectionView: CollectionViewMetrics) {
        let axis = configuration.scrollDirection.scrollAxis
        // C44: the layout container is the bounds less the collection view's content inset.
        let inset = collectionView.contentInset
        self.size = Size(
            width: collectionView.size.width - inset.left - inset.right,
            height: collectionView.size.height - inset.top - inset.bottom)
        self.scale = collectionView.pixelScale
        self.axis = axis
        self.along = AxisMapping(axis: axis)
        self.collectionView = collectionView
        self.layoutReference = configuration.contentInsetsReference == .automatic ? .none : configuration.contentInsetsReference
        (self.refBegin, self.refEnd) = Self.crossInsets(of: layoutReference, collectionView, axis: axis)
        (self.supplementaryRefBegin, self.supplementaryRefEnd) = (refBegin, refEnd)
        self.orthogonalOffsets = collectionView.orthogonalOffsets
        self.visibleRect = collectionView.visibleRect
    }

    /// The environment of one section: its content reference (`.automatic` is the layout's)
    /// and its boundary items' (`.automatic` is the section's) resolved (C42).
    func referencing(_ section: CompositionalSection) -> CompositionalEnvironment {
        guard section.contentInsetsReference != .automatic || section.supplementaryContentInsetsReference != .automatic
        else { return self }
        var env = self
        let content = section.contentInsetsReference == .automatic ? layoutReference : section.contentInsetsReference
        (env.refBegin, env.refEnd) = Self.crossInsets(of: content, collectionView, axis: axis)
        let supplementary = section.supplementaryContentInsetsReference == .automatic
            ? content : section.supplementaryContentInsetsReference
        (env.supplementaryRefBegin, env.supplementaryRefEnd) = Self.crossInsets(of: supplementary, collectionView, axis: axis)
        return env
    }

    /// C42: a reference's insets at the start and end of X, measured from the layout
    /// container (less the content inset already there, at least 0). R17c: in right-to-left
    /// UIKit solves from the leading edge and the view flips the result, so left and right
    /// trade places.
    static func crossInsets(
        of reference: ContentInsetsReference, _ collectionView: CollectionViewMetrics, axis: Axis
    ) -> (begin: Double, end: Double) {
        var ref = collectionView.insets(of: reference), inset = collectionView.contentInset
        if collectionView.layoutDirection == .rightToLeft {
            (ref.left, ref.right) = (ref.right, ref.left)
            (inset.left, inset.right) = (inset.right, inset.left)
        }
        let x = axis.cross
        return (Swift.max(ref.begin(x) - inset.begin(x), 0), Swift.max(ref.end(x) - inset.end(x), 0))
    }

    // MARK: Internal

    /// The layout container: the collection view's bounds size less its content inset,
    /// `W×H` (C44).
    let size: Size
    /// The view as the scene gave it: the reference insets are read from it per section.
    let collectionView: CollectionViewMetrics
    /// The configuration's reference, `.automatic` read as `.none` (C42).
    let layoutReference: ContentInsetsReference
    /// The pixel scale (`CollectionViewMetrics.pixelScale`: 0 reads as the default 2).
    let scale: Double
    /// The scroll axis A.
    let axis: Axis
    /// Geometry in (along A, across A) components.
    let along: AxisMapping
    /// The reference insets at the start and end of X (`refL`, `refR` when vertical), of
    /// the section's content reference (C42).
    private(set) var refBegin: Double
    private(set) var refEnd: Double
    /// The same for the section's boundary items (C42).
    private(set) var supplementaryRefBegin: Double
    private(set) var supplementaryRefEnd: Double
    /// The orthogonal sections' inner offsets, by section (C30): recorded, never applied.
    let orthogonalOffsets: [Int: Double]
    /// The bounds at the content offset, inset by the content inset: what pinned boundary
    /// items stay inside (C20).
    let visibleRect: Rect

    /// The container's size across the scroll axis (W when vertical).
    var crossLength: Double { size.length(along: axis.cross) }

    /// C12: the root group's container, narrowed on X by the reference and section insets;
    /// along A it is the full view (section top/bottom insets are not subtracted).
    func sectionContainer(_ insets: EdgeInsets) -> Size {
        let x = axis.cross
        let c = crossLength - refBegin - refEnd - insets.begin(x) - insets.end(x)
        return crossResized(c)
    }

    /// C28: an orthogonal section's root-group container. Across the scroll axis it is the
    /// container less the reference insets only (the section's leading and trailing insets
    /// are not subtracted); along it, the view less the section's insets along A.
    func orthogonalSectionContainer(_ insets: EdgeInsets) -> Size {
        along.size(
            length: size.length(along: axis) - insets.begin(axis) - insets.end(axis),
            thickness: crossLength - refBegin - refEnd)
    }

    /// C17: where a section's boundary items resolve and align on X; inset by the section's
    /// insets on X when `supplementariesFollowContentInsets`.
    func boundaryContainer(_ section: CompositionalSection) -> BoundaryContainer {
        let x = axis.cross
        let follow = section.supplementariesFollowContentInsets
        var start = supplementaryRefBegin, length = crossLength - supplementaryRefBegin - supplementaryRefEnd
        if follow {
            start = supplementaryRefBegin + section.contentInsets.begin(x)
            length = length - section.contentInsets.begin(x) - section.contentInsets.end(x)
        }
        return BoundaryContainer(resolveIn: crossResized(length), crossStart: start, crossLength: length)
    }

    /// C23: layout-level boundary items use the whole view (`fractionalWidth(1)` is W, at 0).
    var layoutContainer: BoundaryContainer {
        BoundaryContainer(resolveIn: size, crossStart: 0, crossLength: crossLength)
    }

    /// C26: a frame with x, y, width and height each rounded to the pixel grid.
    @inline(__always)
    func rounded(_ r: Rect) -> Rect {
        Rect(
            x: PixelRounding.round(r.x, scale: scale), y: PixelRounding.round(r.y, scale: scale),
            width: PixelRounding.round(r.width, scale: scale), height: PixelRounding.round(r.height, scale: scale))
    }

    // MARK: Private

    /// The view's size with its X component replaced by `length`.
    private func crossResized(_ length: Double) -> Size {
        AxisMapping(axis: axis.cross).replacingLength(of: size, with: length)
    }
}
