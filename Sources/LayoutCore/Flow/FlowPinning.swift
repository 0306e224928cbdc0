// Rules: docs/layout-rules.md, R13

/// R13: headers and footers pinned to the visible bounds, clamped inside their section.
///
/// Because the header takes `max(natural, visible)`, it is not pinned while the content
/// bounces past the top, as in UIKit.
struct FlowPinning {
    let configuration: FlowLayoutConfiguration
    /// The bounds inset by the content inset.
    let visible: Rect
    /// The whole section, header and footer included.
    let section: Rect
    let metrics: FlowSectionMetrics
    /// R19f: space before the header and after the footer on the scroll axis (zero but for
    /// arranged sections), so that a pinned header stops at the footer's top and a pinned
    /// footer at the header's bottom, not at the section's ends. Zero leaves R13's sums as
    /// they are, bit for bit (`x - 0 == x`).
    var headerLead = 0.0
    var footerTrail = 0.0

    private var axis: Axis { configuration.scrollDirection.scrollAxis }
    private var headerLength: Double { metrics.headerLength > 0 ? metrics.headerLength : 0 }
    private var footerLength: Double { metrics.footerLength > 0 ? metrics.footerLength : 0 }

    func pinHeader(_ frame: Rect) -> Rect {
        guard configuration.sectionHeadersPinToVisibleBounds else { return frame }
        var position = Swift.max(frame.min(along: axis), visible.min(along: axis))
        let sectionEnd = section.max(along: axis) - footerTrail
        if position + headerLength + footerLength > sectionEnd {
            position = sectionEnd - (footerLength + headerLength)
        }
        return moved(frame, to: position)
    }

    func pinFooter(_ frame: Rect) -> Rect {
        guard configuration.sectionFootersPinToVisibleBounds else { return frame }
        var position = Swift.min(frame.min(along: axis), visible.max(along: axis) - footerLength)
        let sectionStart = section.min(along: axis) + headerLead
        if position - headerLength < sectionStart {
            position = sectionStart + headerLength
        }
        return moved(frame, to: position)
    }

    private func moved(_ frame: Rect, to position: Double) -> Rect {
        var result = frame
        if axis == .vertical { result.y = position } else { result.x = position }
        return result
    }
}
