import LayoutCore

/// Turns one element into SVG: the shape for its category and style, and its label where
/// the label fits inside the frame.
struct SVGElementPainter {
    let filters: SVGShadowFilters

    /// Decorations without a `color` are drawn in translucent grey, so they still show.
    static let defaultDecorationFill = Color(red: 0.56, green: 0.56, blue: 0.58, alpha: 0.35)
    /// Cells without a `color` are translucent white, so the backgrounds under them show.
    static let defaultCellFill = Color(red: 1, green: 1, blue: 1, alpha: 0.75)

    /// The content itself, white, under every element: what lies outside it is not content.
    static func page(contentSize: Size, area: Rect) -> String {
        "<rect x=\"0\" y=\"0\" width=\"\(n(contentSize.width))\" height=\"\(n(contentSize.height))\" fill=\"#FFFFFF\"/>\n"
    }

    func draw(_ element: LayoutAttributes) -> String {
        let style = DrawingStyle(element)
        switch element.category {
        case .cell: return cell(element, style: style)
        case .supplementary: return supplementary(element, style: style)
        case .decoration: return style.isLine ? line(element, style: style) : decoration(element, style: style)
        }
    }

    // MARK: Shapes

    private func cell(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        let fill = style.fill ?? SVGElementPainter.defaultCellFill
        return rect(element.frame, tag: tag(element), rx: style.cornerRadius)
            + SVGElementPainter.fill(fill)
            + stroke(style.borderColor ?? Color(hex: SVGDefinitions.cellStroke)!, width: max(style.borderWidth, 1))
            + filter(style) + "/>\n"
            + label(element, centred: true)
    }

    private func supplementary(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        let pattern = element.kind == "footer" ? "url(#hatch-footer)" : "url(#hatch-header)"
        let fill = style.fill.map(SVGElementPainter.fill) ?? " fill=\"\(pattern)\""
        return rect(element.frame, tag: tag(element), rx: style.cornerRadius) + fill
            + stroke(style.borderColor ?? Color(hex: "#5A7AA8")!, width: max(style.borderWidth, 1))
            + filter(style) + "/>\n"
            + label(element, centred: false)
    }

    private func decoration(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        let border = style.borderColor.map { stroke($0, width: style.borderWidth) } ?? ""
        return rect(element.frame, tag: tag(element), rx: style.cornerRadius)
            + SVGElementPainter.fill(style.fill ?? SVGElementPainter.defaultDecorationFill)
            + border + filter(style) + "/>\n"
    }

    /// Separators and thin decorations: a filled rect of the frame, no border or label.
    private func line(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        rect(element.frame, tag: tag(element), rx: 0)
            + SVGElementPainter.fill(style.fill ?? Color(hex: "#C6C6C8")!) + "/>\n"
    }

    // MARK: Pieces

    private func tag(_ element: LayoutAttributes) -> String {
        let kind = element.kind.map { " data-kind=\"\(XMLText.escape($0))\"" } ?? ""
        let path = element.indexPath
        let section = path.isLayoutLevel ? "" : " data-section=\"\(path.section)\""
        return "class=\"\(element.category.rawValue)\"\(kind)\(section) data-item=\"\(path.item)\""
    }

    private func rect(_ frame: Rect, tag: String, rx: Double) -> String {
        let radius = rx > 0 ? " rx=\"\(n(rx))\"" : ""
        return "<rect \(tag) x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(max(frame.width, 0)))\" "
            + "height=\"\(n(max(frame.height, 0)))\"\(radius)"
    }

    private static func fill(_ color: Color) -> String {
        let opacity = color.alpha < 1 ? " fill-opacity=\"\(n(rounded(color.alpha)))\"" : ""
        return " fill=\"\(color.hexRGB)\"\(opacity)"
    }

    private func stroke(_ color: Color, width: Double) -> String {
        guard width > 0 else { return "" }
        let opacity = color.alpha < 1 ? " stroke-opacity=\"\(n(SVGElementPainter.rounded(color.alpha)))\"" : ""
        return " stroke=\"\(color.hexRGB)\" stroke-width=\"\(n(width))\"\(opacity)"
    }

    private func filter(_ style: DrawingStyle) -> String {
        style.shadow.map(filters.reference) ?? ""
    }

    /// The label, centred (cells) or at the leading edge (supplementaries), only when it fits.
    private func label(_ element: LayoutAttributes, centred: Bool) -> String {
        let text = ElementLabel.text(for: element), frame = element.frame
        let size = min(12, frame.height - 2)
        let width = Double(text.count) * size * 0.6
        guard size >= 6, width + 4 <= frame.width else { return "" }
        let x = centred ? frame.midX : frame.minX + 4
        let anchor = centred ? "middle" : "start"
        return "<text x=\"\(n(x))\" y=\"\(n(frame.midY))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" "
            + "dominant-baseline=\"central\" fill=\"#1C1C1E\">\(XMLText.escape(text))</text>\n"
    }

    /// Opacities to 4 decimals: `0x80 / 255` is 0.50196..., and nobody needs more.
    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private static func n(_ value: Double) -> String { JSONNumber.format(value) }
    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}
