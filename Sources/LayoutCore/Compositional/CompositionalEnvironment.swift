// Rules: docs/layout-rules.md, C12, C17, C22, C20, C23, C26, C28

/// What every section of one layout pass reads: the view's size and scale, the scroll axis A
/// and the reference insets on the cross axis X (C22).
///
/// The configuration's `contentInsetsReference` is UIKit's default `.safeArea`, so the
/// reference insets are the host's `safeAreaInsets` on X (zero unless the scene gives some).
struct CompositionalEnvironment {
    // MARK: Lifecycle

    init(_ configuration: CompositionalLayoutConfiguration, _ collectionView: CollectionViewMetrics) {
        let axis = configuration.scrollDirection.scrollAxis
        self.size = collectionView.size
        self.scale = collectionView.pixelScale
        self.axis = axis
        self.along = AxisMapping(axis: axis)
        // R17c: in right-to-left UIKit solves from the leading edge and the view flips the
        // result, so the safe area's left and right insets trade places.
        var safeArea = collectionView.safeAreaInsets
        if collectionView.layoutDirection == .rightToLeft { (safeArea.left, safeArea.right) = (safeArea.right, safeArea.left) }
        self.refBegin = safeArea.begin(axis.cross)
        self.refEnd = safeArea.end(axis.cross)
        self.orthogonalOffsets = collectionView.orthogonalOffsets
        self.visibleRect = collectionView.visibleRect
    }

    // MARK: Internal

    /// The collection view's bounds size, `W×H`.
    let size: Size
    /// The pixel scale (`CollectionViewMetrics.pixelScale`: 0 reads as the default 2).
    let scale: Double
    /// The scroll axis A.
    let axis: Axis
    /// Geometry in (along A, across A) components.
    let along: AxisMapping
    /// The reference insets at the start and end of X (`refL`, `refR` when vertical).
    let refBegin: Double
    let refEnd: Double
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
        var start = refBegin, length = crossLength - refBegin - refEnd
        if follow {
            start = refBegin + section.contentInsets.begin(x)
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
