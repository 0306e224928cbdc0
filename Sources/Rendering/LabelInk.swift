#if canImport(Glibc)
import Glibc
#endif
import LayoutCore

/// The colour a label is written in over a fill: the usual near-black, or white over a fill
/// too dark to read black on (the `flow_layout_with_decorations` sample's navy cells). The
/// fill is taken as it shows over the white page (its alpha blended in), and judged by its
/// relative luminance (WCAG 2's, sRGB channels linearised): below 0.18 black text has less
/// contrast than white (the two contrast ratios cross near there).
enum LabelInk {
    static let dark = "#1C1C1E"
    static let light = "#FFFFFF"

    /// The ink for a label over `fill` (nil: nothing drawn under it but the page).
    static func on(_ fill: Color?) -> String {
        guard let fill else { return dark }
        return luminance(fill) < 0.18 ? light : dark
    }

    /// WCAG 2 relative luminance of `color` composited over white.
    static func luminance(_ color: Color) -> Double {
        let alpha = Swift.min(Swift.max(color.alpha, 0), 1)
        func linear(_ channel: Double) -> Double {
            let c = alpha * Swift.min(Swift.max(channel, 0), 1) + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }
}
