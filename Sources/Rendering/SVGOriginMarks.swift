import LayoutCore

/// The content's origin, marked when the picture shows space before it (a view pulled
/// past the top, `contentOffset` y < 0, or past the leading edge): a dashed line along
/// y = 0 (or x = 0), so a stretched header can be seen reaching past the content.
struct SVGOriginMarks {
    static let color = "#0062B8"
    let area: Rect

    /// True when the area starts above the content (y < 0).
    var marksTop: Bool { area.minY < 0 }
    /// True when the area starts before the content's leading edge (x < 0).
    var marksLeading: Bool { area.minX < 0 }

    func draw() -> String {
        var out = ""
        let dash = "stroke=\"\(SVGOriginMarks.color)\" stroke-width=\"1.5\" stroke-dasharray=\"6 3\"/>\n"
        if marksTop {
            out += "<line class=\"origin\" x1=\"\(n(area.minX))\" y1=\"0\" x2=\"\(n(area.maxX))\" y2=\"0\" " + dash
        }
        if marksLeading {
            out += "<line class=\"origin\" x1=\"0\" y1=\"\(n(area.minY))\" x2=\"0\" y2=\"\(n(area.maxY))\" " + dash
        }
        return out
    }

    /// The legend's words for the marks drawn; empty when none are.
    var legend: [String] {
        (marksTop ? ["y = 0, the top of the content: the view is pulled past it"] : [])
            + (marksLeading ? ["x = 0, the leading edge of the content: the view is pulled past it"] : [])
    }

    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}
