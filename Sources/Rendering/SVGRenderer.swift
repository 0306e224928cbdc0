import LayoutCore

/// Draws a layout as an SVG document that a browser (or `rsvg-convert`) shows as the
/// layout: `lualayout render` and the REPL's `:svg`.
///
/// The document has three bands: a title, the layout clipped to the requested rect (a
/// nested `<svg>` whose `viewBox` is the rect, so coordinates stay the layout's own points),
/// and a legend of decoration kinds with their colours. Elements are painted in
/// `PaintOrder`: ascending zIndex, query order for ties. Cells are outlined (or tiled,
/// `SVGCellDrawing`) and labelled `section.item` where the label fits; headers and footers
/// are tinted and hatched, their labels turned upwards when the frame is tall and narrow;
/// decorations are filled with their `color` (with alpha, corner radius, border and a
/// deduplicated drop-shadow filter, `SVGShadowFilters`); separators and thin decorations are plain lines.
/// When the content is larger than the collection view, a dashed frame marks the viewport.
public struct SVGRenderer: Sendable {
    /// Options that change the picture, not the layout.
    public struct Options: Sendable {
        /// The heading; `nil` writes a summary (element count, content size, rect).
        public var title: String?
        /// Output pixels per layout point (the `width`/`height` of the document).
        public var scale: Double
        /// How cells are drawn; outlines by default, which hide no decoration.
        public var cells: SVGCellDrawing
        /// The collection view's bounds, marked with a dashed frame when the content is
        /// larger (what is on screen before scrolling); `nil` marks nothing.
        public var viewport: Rect?

        public init(title: String? = nil, scale: Double = 1, cells: SVGCellDrawing = .outline, viewport: Rect? = nil) {
            self.title = title
            self.scale = scale
            self.cells = cells
            self.viewport = viewport
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document, ending in a newline.
    ///
    /// - Parameters:
    ///   - elements: the elements to draw, in query order.
    ///   - contentSize: the layout's content size (drawn as the page).
    ///   - rect: the part of the content to show; the whole content when `nil`.
    public func render(elements: [LayoutAttributes], contentSize: Size, rect: Rect? = nil) -> String {
        let area = SVGRenderer.drawingArea(rect ?? SVGRenderer.extent(of: elements, contentSize: contentSize), contentSize: contentSize)
        let visible = elements.filter { SVGRenderer.isVisible($0, in: area) }
        let legend = SVGLegend(elements: visible)
        let heading = SVGRenderer.titleText(options, count: visible.count, contentSize: contentSize, rect: rect)
        let page = SVGPageGeometry(area: area, legend: legend, title: heading)
        let filters = SVGShadowFilters(elements: visible)
        var out = header(page)
        out += SVGDefinitions.patterns + filters.definitions
        out += title(heading, page: page)
        out += "<svg x=\"\(n(page.margin))\" y=\"\(n(page.titleHeight))\" width=\"\(n(area.width))\" "
            + "height=\"\(n(area.height))\" viewBox=\"\(SVGRenderer.viewBox(area))\">\n"
        out += SVGElementPainter.page(contentSize: contentSize, area: area)
        let painter = SVGElementPainter(filters: filters, cells: options.cells)
        for element in PaintOrder.sorted(visible) { out += painter.draw(element) }
        out += viewportMark(contentSize: contentSize, area: area)
        out += "</svg>\n"
        out += legend.draw(x: page.margin, y: page.titleHeight + area.height + page.margin)
        out += "</svg>\n"
        return out
    }

    // MARK: Private

    /// The rect to show: the caller's, or the whole content; never empty, so the
    /// `viewBox` stays valid for an empty layout.
    static func drawingArea(_ rect: Rect?, contentSize: Size) -> Rect {
        let area = rect ?? Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
        return Rect(x: area.x, y: area.y, width: max(area.width, 1), height: max(area.height, 1))
    }

    /// The content, grown to hold every element: a header stretched above the content by a
    /// plugin that follows the scroll (`M.follow`) lies partly before it.
    static func extent(of elements: [LayoutAttributes], contentSize: Size) -> Rect {
        var extent = Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
        for element in elements { extent = extent.union(element.frame) }
        return extent
    }

    /// True when some of the element lies in the area (as a rect query finds it), or all
    /// of it does (a zero-sized element on the area's edge).
    static func isVisible(_ element: LayoutAttributes, in area: Rect) -> Bool {
        element.frame.intersects(area) || area.contains(element.frame)
    }

    /// A dashed red frame just inside the viewport, labelled in its bottom-right corner (on
    /// a white halo, so the label stays readable over cells and headers);
    /// empty when there is no viewport, it shows the whole content, or it is out of the rect.
    private func viewportMark(contentSize: Size, area: Rect) -> String {
        guard let viewport = options.viewport, viewport.width > 2, viewport.height > 2, viewport.intersects(area),
              contentSize.width > viewport.width || contentSize.height > viewport.height
        else { return "" }
        let size = n(viewport.width) + " × " + n(viewport.height)
        return "<g class=\"viewport\">\n<rect x=\"\(n(viewport.x + 1))\" y=\"\(n(viewport.y + 1))\" "
            + "width=\"\(n(viewport.width - 2))\" height=\"\(n(viewport.height - 2))\" fill=\"none\" "
            + "stroke=\"\(SVGRenderer.viewportColor)\" stroke-width=\"2\" stroke-dasharray=\"8 4\"/>\n"
            + "<text x=\"\(n(viewport.maxX - 6))\" y=\"\(n(viewport.maxY - 7))\" font-size=\"11\" text-anchor=\"end\" "
            + "font-weight=\"bold\" fill=\"\(SVGRenderer.viewportColor)\" "
            + "stroke=\"#FFFFFF\" stroke-width=\"3\" paint-order=\"stroke\">viewport \(size)</text>\n</g>\n"
    }

    static let viewportColor = "#FF3B30"

    static func viewBox(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map(JSONNumber.format).joined(separator: " ")
    }

    private func header(_ page: SVGPageGeometry) -> String {
        let width = n(page.width * options.scale), height = n(page.height * options.scale)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(n(page.width)) \(n(page.height))\" font-family=\"Helvetica, Arial, sans-serif\">\n"
            + "<rect x=\"0\" y=\"0\" width=\"\(n(page.width))\" height=\"\(n(page.height))\" fill=\"#E5E5EA\"/>\n"
    }

    /// The heading: the caller's title, or what is shown (element count, content size, and
    /// the rect when it is not the whole content).
    static func titleText(_ options: Options, count: Int, contentSize: Size, rect: Rect?) -> String {
        if let title = options.title { return title }
        let size = JSONNumber.format(contentSize.width) + " × " + JSONNumber.format(contentSize.height)
        let shown = rect.map { " · rect " + TableRenderer.frame($0) } ?? ""
        return "LuaLayout · \(count) elements · content \(size)" + shown
    }

    private func title(_ text: String, page: SVGPageGeometry) -> String {
        let escaped = XMLText.escape(text)
        return "<title>\(escaped)</title>\n"
            + "<text x=\"\(n(page.margin))\" y=\"\(n(page.titleHeight - 9))\" font-size=\"13\" "
            + "font-weight=\"bold\" fill=\"#1C1C1E\">\(escaped)</text>\n"
    }

    private func n(_ value: Double) -> String { JSONNumber.format(value) }
}

/// The sizes of the document's bands, in points.
struct SVGPageGeometry {
    let margin = 8.0
    let titleHeight = 28.0
    let width: Double
    let height: Double

    /// Wide enough for the layout, the legend and the title (about 7.5 points a character
    /// in 13-point bold).
    init(area: Rect, legend: SVGLegend, title: String) {
        width = max(area.width, SVGLegend.minimumWidth, legend.width, Double(title.count) * 7.5) + 2 * margin
        height = titleHeight + area.height + margin + legend.height
    }
}
