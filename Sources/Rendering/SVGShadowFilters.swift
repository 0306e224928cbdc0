import LayoutCore

/// The drop-shadow filters of one picture: one `<filter>` per distinct shadow, so a
/// hundred cards with the same shadow share one definition (`shadow-0`).
struct SVGShadowFilters {
    private(set) var shadows: [Shadow] = []
    private var ids: [Shadow: Int] = [:]

    init(elements: [LayoutAttributes]) {
        for element in elements {
            guard let shadow = DrawingStyle(element).shadow, ids[shadow] == nil else { continue }
            ids[shadow] = shadows.count
            shadows.append(shadow)
        }
    }

    /// The `filter="url(#…)"` attribute for a shadow, with a leading space.
    func reference(_ shadow: Shadow) -> String {
        guard let id = ids[shadow] else { return "" }
        return " filter=\"url(#shadow-\(id))\""
    }

    /// `<defs>` with every filter; empty when no element has a shadow.
    var definitions: String {
        guard !shadows.isEmpty else { return "" }
        var out = "<defs>\n"
        for (id, shadow) in shadows.enumerated() {
            // CALayer's shadowRadius is a blur radius; a Gaussian's standard deviation is
            // about half of it. The chain below is what `feDropShadow` abbreviates; it is
            // spelled out because librsvg 2.54 (Debian 12) drops any element filtered with
            // `feDropShadow`, and every SVG renderer knows these primitives.
            out += "<filter id=\"shadow-\(id)\" x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\">"
                + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(shadow.radius / 2))\"/>"
                + "<feOffset dx=\"\(n(shadow.offset.x))\" dy=\"\(n(shadow.offset.y))\" result=\"offset\"/>"
                + "<feFlood flood-color=\"\(shadow.color.hexRGB)\" flood-opacity=\"\(n(shadow.effectiveOpacity))\"/>"
                + "<feComposite in2=\"offset\" operator=\"in\"/>"
                + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>\n"
        }
        return out + "</defs>\n"
    }

    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}
