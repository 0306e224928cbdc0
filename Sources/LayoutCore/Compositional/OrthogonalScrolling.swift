// Rules: docs/layout-rules.md, C28, C30, C31, C48

/// What a layout computed about one orthogonal section's inner scroll view (C28-C30): the
/// axis its groups repeat along, the view's offset along it, and the lengths that paging
/// reads. Frames stay unscrolled (as UIKit's attributes are); an element that scrolls with
/// the section is on screen at its frame minus `offset` along `axis`.
public struct OrthogonalScrolling: Hashable, Sendable {
    public var behavior: OrthogonalScrollingBehavior
    /// The axis the groups repeat along: the other of the layout's scroll axis.
    public var axis: Axis
    /// The inner scroll view's offset along `axis`, 0 at rest (UIKit's "base-removed"
    /// offset), as the view's state gives it (`CollectionViewMetrics.orthogonalOffsets`).
    public var offset: Double
    /// The scroll view's length along `axis`: the section frame's (the container's).
    public var viewportLength: Double
    /// C30: the scrollable length, `refBegin + leading + groups + trailing + refEnd`.
    public var contentLength: Double
    /// The root group's length along `axis` and the gap between repetitions (C31's page).
    public var groupLength: Double
    public var interGroupSpacing: Double
    /// Where the first group starts along `axis` (`refBegin + leading`).
    public var firstGroupStart: Double
    /// How far items reach out of their group's band along `axis`: a rect query widens its
    /// search by twice this much (as `LineIndex` does along the scroll axis).
    public var overhang: Double
    /// The kinds of the section's badges (C46): supplementaries that scroll with their cells,
    /// where the boundary items stay.
    public var scrollingKinds: Set<String> = []

    /// True for an element that scrolls with the section's row: its cells and its badges.
    public func scrollsWithContent(_ category: ElementCategory, kind: String?) -> Bool {
        category == .cell || (category == .supplementary && kind.map(scrollingKinds.contains) == true)
    }

    /// `frame` moved back by the offset along `axis`: where an element that scrolls with the
    /// row is on screen (C30).
    @inline(__always)
    public func onScreen(_ frame: Rect) -> Rect {
        var moved = frame
        if axis == .horizontal { moved.x -= offset } else { moved.y -= offset }
        return moved
    }

    /// C48: where the inner scroll view is when the view's state gives no offset, as an app
    /// shows the section on first display: at rest, which is 0 for every behaviour but
    /// `.groupPagingCentered`, whose resting offset nearest 0 centres the first group
    /// (C31's answer for a drag ending at 0 without velocity, `−c` for a centring inset `c`
    /// below half a page).
    public func firstDisplayOffset(scale: Double) -> Double {
        guard behavior == .groupPagingCentered else { return 0 }
        var atZero = self
        atZero.offset = 0
        return OrthogonalPaging.restingOffset(atZero, endingAt: 0, velocity: 0, scale: scale)
    }

    /// C30: the largest offset the scroll view rests at, `max(0, contentLength − viewport)`.
    public var maximumOffset: Double { Swift.max(0, contentLength - viewportLength) }

    /// `rect` moved by the offset along `axis`: the content a rect of the screen shows (O11).
    @inline(__always)
    public func scrolled(_ rect: Rect) -> Rect {
        var moved = rect
        if axis == .horizontal { moved.x += offset } else { moved.y += offset }
        return moved
    }
}
