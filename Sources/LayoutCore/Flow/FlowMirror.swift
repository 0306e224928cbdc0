// Rules: docs/layout-rules.md, R17

/// R17: how the flow layout mirrors its frames in a right-to-left collection view. The one
/// place the direction's rules live: what is mirrored, inside what, and when.
///
/// UIKit's flow layout mirrors each frame inside its section's frame,
/// `x' = secX + secW − w − (x − secX)`, after the origin was rounded to pixels (R12), so a
/// mirrored x is not re-rounded. Scrolling vertically a section spans the whole line
/// length `D` from 0, which gives `x' = D − w − x`. Scrolling horizontally (where UIKit's
/// section order was not established) sections keep their order from the left, and
/// every frame of a section, header and footer included, is mirrored inside the section's
/// frame: its header is at its right end. Pinning then pins to the visible rect's right.
///
/// A section arranged from outside (R19) scrolling vertically is not mirrored: its
/// arrangement is told the direction (`SectionContentBox.layoutDirection`) and places its
/// items itself, in a box that starts after the right inset (the section's left inset is
/// its leading one, as the mirror makes it). Scrolling horizontally its lines run down
/// whatever the direction: it is told left-to-right and mirrored like any section.
struct FlowMirror {
    /// Where the span frames are mirrored in starts, and how long it is, along x.
    let start: Double
    let length: Double

    /// The mirror for a section of a right-to-left layout, nil for left-to-right.
    init?(
        direction: LayoutDirection, scrollDirection: ScrollDirection, dimension D: Double, origin: Double, extent: Double,
        arranged: Bool = false
    ) {
        guard direction == .rightToLeft, !(arranged && Self.arrangementDirection(direction, scrollDirection) == .rightToLeft)
        else { return nil }
        (start, length) = scrollDirection == .vertical ? (0, D) : (origin, extent)
    }

    /// The direction an arrangement's lines run in its content box.
    static func arrangementDirection(_ direction: LayoutDirection, _ scrollDirection: ScrollDirection) -> LayoutDirection {
        scrollDirection == .vertical ? direction : .leftToRight
    }

    /// `x' = secX + secW − w − (x − secX)`, in UIKit's order of operations.
    func x(_ x: Double, width w: Double) -> Double {
        ((start + length) - w) - (x - start)
    }

    func rect(_ r: Rect) -> Rect {
        Rect(x: x(r.x, width: r.width), y: r.y, width: r.width, height: r.height)
    }

    /// The visible rect seen from the mirrored side: pinning (R13) computed against it and
    /// then mirrored pins a horizontal section's header to the visible rect's right edge.
    func visible(_ visible: Rect) -> Rect { rect(visible) }
}
