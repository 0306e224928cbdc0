import LayoutCore

/// The legend under the picture: each decoration kind, in order of first appearance,
/// with a swatch for each distinct colour it was drawn in (at most `maxSwatches`); then
/// the marks drawn over the layout (the viewport, y = 0, an update's changes), each with
/// the words that would otherwise cover the layout's own labels.
struct SVGLegend {
    static let minimumWidth = 240.0
    static let maxSwatches = 8
    private static let rowHeight = 18.0
    private static let headingHeight = 20.0

    private(set) var entries: [(kind: String, colors: [Color])] = []
    /// The marks' rows: a stroke colour, whether it is dashed, and the words.
    private(set) var marks: [(color: String, dashed: Bool, text: String)] = []

    init(elements: [LayoutAttributes], viewport: Rect? = nil, origin: SVGOriginMarks? = nil,
         changes: [SVGChangeMarks.Mark: Int] = [:]) {
        if let viewport {
            let size = JSONNumber.format(viewport.width) + " × " + JSONNumber.format(viewport.height)
            marks.append((SVGRenderer.viewportColor, true, "viewport \(size)"))
        }
        for text in origin?.legend ?? [] { marks.append((SVGOriginMarks.color, true, text)) }
        for mark in SVGChangeMarks.Mark.allCases {
            guard let count = changes[mark] else { continue }
            marks.append((mark.color, mark == .deleted || mark == .reloaded, "\(count) \(mark.legend)"))
        }
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

    /// The height of the decorations' part; 0 when there are none.
    private var decorationsHeight: Double {
        entries.isEmpty ? 0 : SVGLegend.headingHeight + Double(entries.count) * SVGLegend.rowHeight + 8
    }

    /// The legend's height; 0 when there is nothing to tell.
    var height: Double {
        decorationsHeight + (marks.isEmpty ? 0 : Double(marks.count) * SVGLegend.rowHeight + 8)
    }

    /// The legend's width, enough for its longest row.
    var width: Double {
        let rows = entries.map { Double($0.colors.count) * 16 + 8 + Double($0.kind.count) * 7 }
        return (rows + marks.map { 28 + Double($0.text.count) * 7 }).max() ?? 0
    }

    func draw(x: Double, y: Double) -> String {
        drawDecorations(x: x, y: y) + drawMarks(x: x, y: y + decorationsHeight)
    }

    private func drawMarks(x: Double, y: Double) -> String {
        guard !marks.isEmpty else { return "" }
        var out = "<g class=\"marks\">\n"
        for (row, mark) in marks.enumerated() {
            let middle = y + Double(row) * SVGLegend.rowHeight + 6
            let dashes = mark.dashed ? " stroke-dasharray=\"4 2\"" : ""
            out += "<line x1=\"\(n(x))\" y1=\"\(n(middle))\" x2=\"\(n(x + 20))\" y2=\"\(n(middle))\" "
                + "stroke=\"\(mark.color)\" stroke-width=\"2\"\(dashes)/>\n"
                + "<text x=\"\(n(x + 28))\" y=\"\(n(middle + 4))\" font-size=\"12\" fill=\"#1C1C1E\">"
                + "\(XMLText.escape(mark.text))</text>\n"
        }
        return out + "</g>\n"
    }

    private func drawDecorations(x: Double, y: Double) -> String {
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
