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
        /// larger (what is on screen before scrolling); `nil` marks nothing. A view pulled
        /// past the content's edge (a negative `contentOffset`) widens the picture to show it.
        public var viewport: Rect?
        /// Device pixels a point of the screen the picture stands for (the scene's `scale`,
        /// or the zoom a PNG is drawn at): a hairline is drawn at least one of them thick,
        /// so a 1/3-point separator still shows.
        public var devicePixels: Double
        /// What the scene's last update did to each element: inserted, moved and deleted
        /// elements are marked over the layout after it (`SVGChangeMarks`); `nil` marks nothing.
        public var changes: [ElementChange]?

        public init(
            title: String? = nil, scale: Double = 1, cells: SVGCellDrawing = .outline, viewport: Rect? = nil,
            devicePixels: Double = 1, changes: [ElementChange]? = nil
        ) {
            self.title = title
            self.scale = scale
            self.cells = cells
            self.viewport = viewport
            self.devicePixels = devicePixels
            self.changes = changes
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
        let whole = SVGRenderer.extent(of: elements, contentSize: contentSize, viewport: options.viewport)
        let area = SVGRenderer.drawingArea(rect ?? whole, contentSize: contentSize)
        let visible = elements.filter { SVGRenderer.isVisible($0, in: area) }
        let marks = options.changes.map { SVGChangeMarks(changes: $0, area: area) }
        let viewport = viewportFrame(contentSize: contentSize, area: area)
        let origin = SVGOriginMarks(area: area)
        let legend = SVGLegend(elements: visible, viewport: viewport, origin: origin, changes: marks?.counts ?? [:])
        let heading = SVGRenderer.titleText(options, count: visible.count, contentSize: contentSize, rect: rect)
        let page = SVGPageGeometry(area: area, legend: legend, title: heading)
        let filters = SVGShadowFilters(elements: visible)
        var out = header(page)
        out += SVGDefinitions.patterns + filters.definitions
        out += title(heading, page: page)
        out += "<svg x=\"\(n(page.margin))\" y=\"\(n(page.titleHeight))\" width=\"\(n(area.width))\" "
            + "height=\"\(n(area.height))\" viewBox=\"\(SVGRenderer.viewBox(area))\">\n"
        out += SVGElementPainter.page(contentSize: contentSize, area: area)
        let painter = SVGElementPainter(filters: filters, cells: options.cells, minimumLine: 1 / max(options.devicePixels, 1))
        var backdrops = LabelBackdrops()
        for element in PaintOrder.sorted(visible) {
            out += painter.draw(element, backdrop: backdrops.fill(under: element))
            backdrops.add(element, fill: painter.fill(of: element))
        }
        out += origin.draw()
        out += marks?.draw() ?? ""
        out += viewport.map(SVGRenderer.viewportMark) ?? ""
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

    /// The content, grown to hold every element (a header stretched above the content by a
    /// plugin that follows the scroll, `M.follow`, lies partly before it) and the part of
    /// the viewport pulled past the content's top or leading edge (`contentOffset` y = -80
    /// shows 80 points above y = 0).
    public static func extent(of elements: [LayoutAttributes], contentSize: Size, viewport: Rect? = nil) -> Rect {
        var extent = Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
        for element in elements { extent = extent.union(element.frame) }
        if let viewport, viewport.x < 0 || viewport.y < 0 {
            let before = Rect(x: min(viewport.x, 0), y: min(viewport.y, 0),
                              width: max(-viewport.x, 0), height: max(-viewport.y, 0))
            extent = extent.union(before)
        }
        return extent
    }

    /// True when some of the element lies in the area (as a rect query finds it), or all
    /// of it does (a zero-sized element on the area's edge).
    static func isVisible(_ element: LayoutAttributes, in area: Rect) -> Bool {
        element.frame.intersects(area) || area.contains(element.frame)
    }

    /// The viewport to mark: none when there is none, it is too small to draw, it is out of
    /// the shown area, or the content fits in it (there is nothing to scroll).
    private func viewportFrame(contentSize: Size, area: Rect) -> Rect? {
        guard let viewport = options.viewport, viewport.width > 2, viewport.height > 2, viewport.intersects(area),
              contentSize.width > viewport.width || contentSize.height > viewport.height || viewport.x < 0 || viewport.y < 0
        else { return nil }
        return viewport
    }

    /// A dashed red frame just inside the viewport. It carries no text: its size is told in
    /// the legend, so it never covers a cell's label.
    static func viewportMark(_ viewport: Rect) -> String {
        "<rect class=\"viewport\" x=\"\(JSONNumber.format(viewport.x + 1))\" y=\"\(JSONNumber.format(viewport.y + 1))\" "
            + "width=\"\(JSONNumber.format(viewport.width - 2))\" height=\"\(JSONNumber.format(viewport.height - 2))\" fill=\"none\" "
            + "stroke=\"\(viewportColor)\" stroke-width=\"2\" stroke-dasharray=\"8 4\"/>\n"
    }

    static let viewportColor = "#FF3B30"

    static func viewBox(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map(JSONNumber.format).joined(separator: " ")
    }

    private func header(_ page: SVGPageGeometry) -> String {
        let width = n(page.width * options.scale), height = n(page.height * options.scale)
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" "
            + "viewBox=\"0 0 \(n(page.width)) \(n(page.height))\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\">\n"
            + "<rect x=\"0\" y=\"0\" width=\"\(n(page.width))\" height=\"\(n(page.height))\" fill=\"\(SVGRenderer.pageColor)\"/>\n"
    }

    /// The page around the content: a warm grey that is none of iOS's system colours
    /// (`#E5E5EA` was systemGray5, the colour of cards, stripes and tiles too), so no
    /// decoration merges with it.
    public static let pageColor = "#D9D2C5"

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
