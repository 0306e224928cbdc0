// Rules: docs/layout-rules.md, C31

/// Where an orthogonal section's inner scroll view comes to rest after a drag (C31): the
/// answer of UIKit's target-offset function for the section's behaviour.
public enum OrthogonalPaging {
    /// `UIScrollView.DecelerationRate.normal` (iOS 3): the fraction of its velocity a
    /// decelerating scroll view keeps each millisecond.
    public static let normalDecelerationRate = 0.998
    /// UIKit's tolerance in the page choice: a drag within half a percent of a page past a
    /// boundary does not reach the next page (C31).
    static let pageTolerance = 0.005

    /// The offset a drag that ends at `offset` with `velocity` comes to rest at.
    ///
    /// - Parameters:
    ///   - section: the section's inner scroll view, as the layout computed it.
    ///   - offset: the inner offset when the finger lifts (0 at rest, C30).
    ///   - velocity: the finger's velocity along the section's axis in points per
    ///     millisecond, UIKit's unit in `scrollViewWillEndDragging`; positive towards larger
    ///     offsets.
    ///   - scale: the pixel scale the centring inset is rounded to.
    /// - Returns: the resting offset; `.continuous` rests where deceleration ends, rounded
    ///   to the pixel grid and clamped to the content.
    public static func restingOffset(
        _ section: OrthogonalScrolling, endingAt offset: Double, velocity: Double, scale: Double
    ) -> Double {
        // A paging scroll view moves to the page next to where the drag ended; any other one
        // decelerates first: v·r/(1 − r) points further at rate r per millisecond.
        let rate = normalDecelerationRate
        let proposed = section.behavior.pagingEnabled ? offset : offset + velocity * (rate / (1 - rate))
        let page = pageLength(section)
        // Without pages the view rests where it stops, on the pixel grid, within the content.
        guard page > 0 else {
            return Swift.min(Swift.max(PixelRounding.round(proposed, scale: scale), 0), section.maximumOffset)
        }
        let inset = centringInset(section, scale: scale)
        // Pages count from the content's edge, which the centring inset moves back by `inset`.
        let shifted = proposed + inset
        var index: Double
        if velocity > 0 {
            index = (shifted / page - pageTolerance).rounded(.up)
        } else if velocity < 0 {
            index = (shifted / page + pageTolerance).rounded(.down)
        } else {
            index = (shifted / page).rounded()
        }
        index = Swift.max(index, 0)
        let maximum = Swift.max(0, 2 * inset + section.contentLength - section.viewportLength)
        return Swift.min(Swift.max(index * page, 0), maximum) - inset
    }

    /// C31's page: the viewport for `.paging`, a group and its spacing for the group
    /// behaviours (and, by LuaLayout's choice, `.continuousGroupLeadingBoundary`), none for
    /// `.continuous`.
    public static func pageLength(_ section: OrthogonalScrolling) -> Double {
        switch section.behavior {
        case .none, .continuous: return 0
        case .paging: return section.viewportLength
        case .continuousGroupLeadingBoundary, .groupPaging, .groupPagingCentered:
            return section.groupLength + section.interGroupSpacing
        }
    }

    /// C31: `.groupPagingCentered` insets the content so that every page centres a group,
    /// `roundpx((viewport − group)/2 − firstGroupStart)`; 0 for the other behaviours.
    public static func centringInset(_ section: OrthogonalScrolling, scale: Double) -> Double {
        guard section.behavior == .groupPagingCentered else { return 0 }
        return PixelRounding.round((section.viewportLength - section.groupLength) / 2 - section.firstGroupStart, scale: scale)
    }
}
