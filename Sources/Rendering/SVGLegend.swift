import LayoutCore

/// The legend under the picture: each decoration kind, in order of first appearance,
/// with a swatch for each distinct colour it was drawn in (at most `maxSwatches`).
struct SVGLegend {
    static let minimumWidth = 240.0
    static let maxSwatches = 8
    private static let rowHeight = 18.0
    private static let headingHeight = 20.0

    private(set) var entries: [(kind: String, colors: [Color])] = []

    init(elements: [LayoutAttributes]) {
        for element in elements where element.category == .decoration {
            let kind = element.kind ?? "decoration"
            let color = DrawingStyle(element).fill ?? SVGElementPainter.defaultDecorationFill
            if let index = entries.firstIndex(where: { $0.kind == kind }) {
                if !entries[index].colors.contains(color), entries[index].colors.count < SVGLegend.maxSwatches {
                    entries[index].colors.append(color)
                }
            } else {
                entries.append((kind, [color]))
            }
        }
    }

    /// The legend's height; 0 when there are no decorations.
    var height: Double {
        entries.isEmpty ? 0 : SVGLegend.headingHeight + Double(entries.count) * SVGLegend.rowHeight + 8
    }

    /// The legend's width, enough for its longest row.
    var width: Double {
        entries.map { Double($0.colors.count) * 16 + 8 + Double($0.kind.count) * 7 }.max() ?? 0
    }

    func draw(x: Double, y: Double) -> String {
        guard !entries.isEmpty else { return "" }
        var out = "<g class=\"legend\">\n<text x=\"\(n(x))\" y=\"\(n(y + 13))\" font-size=\"12\" "
            + "font-weight=\"bold\" fill=\"#1C1C1E\">Decorations</text>\n"
        for (row, entry) in entries.enumerated() {
            let top = y + SVGLegend.headingHeight + Double(row) * SVGLegend.rowHeight
            for (index, color) in entry.colors.enumerated() {
                let opacity = color.alpha < 1 ? " fill-opacity=\"\(n((color.alpha * 10_000).rounded() / 10_000))\"" : ""
                out += "<rect x=\"\(n(x + Double(index) * 16))\" y=\"\(n(top))\" width=\"12\" height=\"12\" "
                    + "fill=\"\(color.hexRGB)\"\(opacity) stroke=\"#8E8E93\" stroke-width=\"0.5\"/>\n"
            }
            let textX = x + Double(entry.colors.count) * 16 + 4
            out += "<text x=\"\(n(textX))\" y=\"\(n(top + 10))\" font-size=\"12\" fill=\"#1C1C1E\">"
                + "\(XMLText.escape(entry.kind))</text>\n"
        }
        return out + "</g>\n"
    }

    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}
