import LayoutCore

/// Turns one element into SVG: the shape for its category and style, and its label where
/// the label fits inside the frame.
struct SVGElementPainter {
    let filters: SVGShadowFilters
    var cells: SVGCellDrawing = .outline
    /// The thinnest a line is drawn, in points: one device pixel (`SVGRenderer.Options.devicePixels`).
    var minimumLine = 0.0

    /// Decorations without a `color` are drawn in translucent grey, so they still show.
    static let defaultDecorationFill = Color(red: 0.56, green: 0.56, blue: 0.58, alpha: 0.35)
    /// Tiles without a `color` (`SVGCellDrawing.tiles`): translucent grey, seen on the white
    /// page, with the backgrounds under them tinting through.
    static let defaultTileFill = Color(red: 0.78, green: 0.78, blue: 0.8, alpha: 0.5)
    /// Outlines of cells (`SVGCellDrawing.outline`) are this thin, inside the frame: thinner
    /// than a half-point gap's neighbours would need to cover it.
    static let cellOutlineWidth = 0.5

    /// The content itself, white, under every element: what lies outside it is not content.
    static func page(contentSize: Size, area: Rect) -> String {
        "<rect x=\"0\" y=\"0\" width=\"\(n(contentSize.width))\" height=\"\(n(contentSize.height))\" fill=\"#FFFFFF\"/>\n"
    }

    /// - Parameter backdrop: the fill drawn under the element's middle, for the ink of a
    ///   label on an element that has no fill of its own.
    func draw(_ element: LayoutAttributes, backdrop: Color? = nil) -> String {
        let style = DrawingStyle(element)
        let shape: String
        switch element.category {
        case .cell: shape = cell(element, style: style, backdrop: backdrop)
        case .supplementary: shape = supplementary(element, style: style)
        case .decoration: shape = style.isLine ? line(element, style: style) : decoration(element, style: style)
        }
        return Self.viewEffects(element, around: shape)
    }

    /// The view attributes UIKit applies to an element's view (a visible-items handler's,
    /// C32): `isHidden` true draws nothing, `alpha` is its opacity, `transform`
    /// (`[a, b, c, d, tx, ty]`) applies about the frame's centre, as a view's does.
    static func viewEffects(_ element: LayoutAttributes, around shape: String) -> String {
        let attributes = element.attributes
        if case .bool(true)? = attributes["isHidden"] { return "" }
        var group: [String] = []
        if let alpha = attributes["alpha"]?.number, alpha < 1 { group.append("opacity=\"\(n(rounded(Swift.max(alpha, 0))))\"") }
        if case .list(let values)? = attributes["transform"], values.count == 6 {
            let m = values.compactMap(\.number)
            if m.count == 6, m != [1, 0, 0, 1, 0, 0] {
                let cx = element.frame.x + element.frame.width / 2, cy = element.frame.y + element.frame.height / 2
                group.append(
                    "transform=\"translate(\(n(cx)) \(n(cy))) matrix(\(m.map { n(rounded($0)) }.joined(separator: " "))) "
                        + "translate(\(n(-cx)) \(n(-cy)))\"")
            }
        }
        guard !group.isEmpty, !shape.isEmpty else { return shape }
        return "<g " + group.joined(separator: " ") + ">\n" + shape + "</g>\n"
    }

    // MARK: Shapes

    /// A cell as an outline or a tile (`SVGCellDrawing`). Its stroke lies inside the frame
    /// (`insideStroke`); a cell without a `color` is not filled in outline mode, so the
    /// stripes and backgrounds under it show.
    private func cell(_ element: LayoutAttributes, style: DrawingStyle, backdrop: Color?) -> String {
        let fill: String, border: (color: Color, width: Double)?, under: Color?
        switch cells {
        case .outline:
            under = style.fill ?? backdrop
            fill = style.fill.map(SVGElementPainter.fill) ?? " fill=\"none\""
            // A cell that says `borderWidth = 0` (a list row on a card) is drawn without one.
            let saysNone = element.attributes["borderWidth"]?.number == 0
            let width = style.borderWidth > 0 ? style.borderWidth : saysNone ? 0 : SVGElementPainter.cellOutlineWidth
            border = width > 0 ? (style.borderColor ?? Color(hex: SVGDefinitions.cellStroke)!, width) : nil
        case .tiles:
            under = style.fill ?? SVGElementPainter.defaultTileFill
            fill = SVGElementPainter.fill(style.fill ?? SVGElementPainter.defaultTileFill)
            border = style.borderColor.map { ($0, style.borderWidth) }
        }
        return insideStroke(element, style: style, width: border?.width ?? 0) + fill
            + (border.map { stroke($0.color, width: $0.width) } ?? "")
            + filter(style) + "/>\n"
            + label(element, centred: true, on: under)
    }

    /// The colour the element fills its frame with, when it is opaque enough to decide what
    /// a label over it is written in (nil: no fill, or a line).
    func fill(of element: LayoutAttributes) -> Color? {
        let style = DrawingStyle(element)
        if case .bool(true)? = element.attributes["isHidden"] { return nil }
        switch element.category {
        case .cell: return cells == .tiles ? style.fill ?? SVGElementPainter.defaultTileFill : style.fill
        case .supplementary: return style.fill ?? Color(hex: SVGDefinitions.headerFill)
        case .decoration: return style.isLine ? nil : style.fill ?? SVGElementPainter.defaultDecorationFill
        }
    }

    /// How much of its hatching a header or footer without a colour of its own lays over
    /// what is drawn under it: a section background or a card that covers the header stays
    /// visible through it (an opaque hatch hid what the decoration does there).
    static let hatchOpacity = 0.55

    private func supplementary(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        let pattern = element.kind == "footer" ? "url(#hatch-footer)" : "url(#hatch-header)"
        let fill = style.fill.map(SVGElementPainter.fill)
            ?? " fill=\"\(pattern)\" fill-opacity=\"\(n(SVGElementPainter.hatchOpacity))\""
        let width = max(style.borderWidth, 1)
        return insideStroke(element, style: style, width: width) + fill
            + stroke(style.borderColor ?? Color(hex: "#5A7AA8")!, width: width)
            + filter(style) + "/>\n"
            + label(element, centred: false, on: style.fill)
    }

    private func decoration(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        let border = style.borderColor.map { stroke($0, width: style.borderWidth) } ?? ""
        return insideStroke(element, style: style, width: style.borderColor == nil ? 0 : style.borderWidth)
            + SVGElementPainter.fill(style.fill ?? SVGElementPainter.defaultDecorationFill)
            + border + filter(style) + "/>\n"
    }

    /// The opening of the element's `<rect>`, inset by half the stroke `width`: the stroke
    /// lies inside the frame, as a `CALayer` border does, so it never covers what lies
    /// beside the element (a separator in a half-point gap, the page beside a card).
    private func insideStroke(_ element: LayoutAttributes, style: DrawingStyle, width: Double) -> String {
        let inset = min(width / 2, element.frame.width / 2, element.frame.height / 2)
        let frame = Rect(x: element.frame.x + inset, y: element.frame.y + inset,
                         width: element.frame.width - 2 * inset, height: element.frame.height - 2 * inset)
        return rect(frame, tag: tag(element), rx: style.cornerRadius > 0 ? max(style.cornerRadius - inset, 0) : 0)
    }

    /// Separators and thin decorations: a filled rect of the frame, no border or label,
    /// thickened about its middle to `minimumLine` (one device pixel) so it never vanishes.
    private func line(_ element: LayoutAttributes, style: DrawingStyle) -> String {
        rect(SVGElementPainter.thickened(element.frame, to: minimumLine), tag: tag(element), rx: 0)
            + SVGElementPainter.fill(style.fill ?? Color(hex: "#C6C6C8")!) + "/>\n"
    }

    /// `frame` with its thinner side grown to at least `minimum` about its middle; a frame
    /// already as thick, or with no length, unchanged.
    static func thickened(_ frame: Rect, to minimum: Double) -> Rect {
        if frame.height <= frame.width, frame.height < minimum, frame.width > 0 {
            return Rect(x: frame.x, y: frame.midY - minimum / 2, width: frame.width, height: minimum)
        }
        if frame.width < frame.height, frame.width < minimum, frame.height > 0 {
            return Rect(x: frame.midX - minimum / 2, y: frame.y, width: minimum, height: frame.height)
        }
        return frame
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

    /// The label, centred (cells) or at the leading edge (supplementaries), only when it
    /// fits. A tall, narrow frame that has no room for it across (the headers of a
    /// horizontally scrolling layout) gets it turned to read upwards. Written in the ink
    /// that reads on the element's fill (`LabelInk`).
    private func label(_ element: LayoutAttributes, centred: Bool, on fill: Color?) -> String {
        let text = ElementLabel.text(for: element), frame = element.frame
        let attributes = "fill=\"\(LabelInk.on(fill))\">\(XMLText.escape(text))</text>\n"
        if let size = SVGElementPainter.fittingFontSize(text, across: frame.height, along: frame.width) {
            let x = centred ? frame.midX : frame.minX + 4
            let anchor = centred ? "middle" : "start"
            return "<text x=\"\(n(x))\" y=\"\(n(frame.midY))\" font-size=\"\(n(size))\" text-anchor=\"\(anchor)\" "
                + "dominant-baseline=\"central\" " + attributes
        }
        guard frame.height > frame.width,
              let size = SVGElementPainter.fittingFontSize(text, across: frame.width, along: frame.height)
        else { return "" }
        let x = frame.midX, y = centred ? frame.midY : frame.maxY - 4
        return "<text x=\"\(n(x))\" y=\"\(n(y))\" transform=\"rotate(-90 \(n(x)) \(n(y)))\" font-size=\"\(n(size))\" "
            + "text-anchor=\"\(centred ? "middle" : "start")\" dominant-baseline=\"central\" " + attributes
    }

    /// The font size (at most 12, at least 6) at which `text` fits in a band `across` points
    /// thick and `along` points long; `nil` when it does not fit.
    private static func fittingFontSize(_ text: String, across: Double, along: Double) -> Double? {
        let size = min(12, across - 2)
        guard size >= 6, Double(text.count) * size * 0.6 + 4 <= along else { return nil }
        return size
    }

    /// Opacities to 4 decimals: `0x80 / 255` is 0.50196..., and nobody needs more.
    private static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    private static func n(_ value: Double) -> String { JSONNumber.format(value) }
    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}
