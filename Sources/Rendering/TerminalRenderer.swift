// Escape sequences this file emits (and no others), after linenoise: "the lesser
// sequences the more compatible". All are SGR (Select Graphic Rendition), ESC = 0x1B:
//
//   ESC[0m               reset all attributes (end of every coloured row and the legend)
//   ESC[38;2;R;G;Bm      24-bit foreground               (ColorMode.trueColor)
//   ESC[48;2;R;G;Bm      24-bit background               (ColorMode.trueColor)
//   ESC[38;5;Nm          xterm 256-colour foreground     (ColorMode.palette256)
//   ESC[48;5;Nm          xterm 256-colour background     (ColorMode.palette256)
//   ESC[39m / ESC[49m    default foreground / background (cells outside the content)
//
// A foreground and a background change are sent as one sequence (ESC[38;2;..;48;2;..m),
// only where the colours change. ColorMode.plain emits no escape at all. No cursor
// movement or screen clearing: the picture is printed like any text, so it scrolls,
// pipes and copies as text.

import LayoutCore
import OperatingSystem

/// Draws a layout in the terminal: `:show` and `lualayout show`.
///
/// The rect is scaled to `columns` character cells across, with the vertical scale halved
/// (a cell is about twice as tall as wide). Elements are painted bottom to top in
/// `PaintOrder`; the whole picture is built in one buffer and returned, for the caller to
/// write at once (`StandardStreams.write`), so it never flickers or interleaves with other output.
/// A line under the picture gives each decoration kind with its colour (without colour: with
/// the glyphs it is drawn with, and a second line spells out the letters that mark cell
/// colours). Boxes are sized by their frames' sizes, so equal elements look alike; a rect
/// with nothing in it is said to be empty rather than drawn blank.
public struct TerminalRenderer: Sendable {
    public struct Options: Sendable {
        /// The picture's width in character cells.
        public var columns: Int
        public var colorMode: ColorMode
        /// The collection view's background, under every translucent colour.
        public var background: Color
        /// A character cell's height over its width.
        public var cellAspect: Double
        /// Adds the line of decoration kinds and colours under the picture.
        public var showsLegend: Bool

        public init(
            columns: Int = 80, colorMode: ColorMode = .plain, background: Color = .white,
            cellAspect: Double = 2, showsLegend: Bool = true
        ) {
            self.columns = columns
            self.colorMode = colorMode
            self.background = background
            self.cellAspect = cellAspect
            self.showsLegend = showsLegend
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// The picture as text, each row ending in a newline.
    ///
    /// - Parameters:
    ///   - elements: the elements to draw, in query order.
    ///   - contentSize: the layout's content size; outside it the terminal's own
    ///     background shows.
    ///   - rect: the part of the content to show (the visible rect); the whole content
    ///     when `nil`. Its height sets the number of rows, so pass a visible rect for
    ///     long layouts; the part past the content's end is left out.
    ///
    /// A rect with nothing in it gives one line that says so (`nothingToShow`), not a blank
    /// screen.
    public func render(elements: [LayoutAttributes], contentSize: Size, rect: Rect? = nil) -> String {
        let requested = SVGRenderer.drawingArea(rect, contentSize: contentSize)
        let visible = elements.filter { SVGRenderer.isVisible($0, in: requested) }
        if let message = Self.nothingToShow(elementCount: visible.count, contentSize: contentSize, area: requested) {
            return message + "\n"
        }
        let area = Self.clipped(requested, to: SVGRenderer.extent(of: visible, contentSize: contentSize))
        let projection = TerminalProjection(area: area, columns: options.columns, cellAspect: options.cellAspect)
        var canvas = TerminalCanvas(columns: projection.columns, rows: projection.rows)
        var painter = TerminalElementPainter(
            projection: projection, colorMode: options.colorMode, background: options.background)
        if options.colorMode == .plain { painter.cellMarks = TerminalCellMarks(elements: visible) }
        painter.paintPage(contentSize: contentSize, on: &canvas)
        for element in PaintOrder.sorted(visible) { painter.paint(element, on: &canvas) }
        var out = encode(canvas)
        if projection.rows < projection.fullRows {
            out += "… \(projection.fullRows - projection.rows) more rows not drawn (a picture holds at most "
                + "\(TerminalProjection.maximumCells) cells): draw a smaller rect\n"
        }
        if options.showsLegend { out += legend(visible, projection: projection, marks: painter.cellMarks) }
        return out
    }

    /// What to say instead of drawing when there is nothing to draw: the rect lies outside
    /// the content, the content is empty, or no element lies in the rect; `nil` otherwise.
    public static func nothingToShow(elementCount: Int, contentSize: Size, area: Rect) -> String? {
        let size = JSONNumber.format(contentSize.width) + " × " + JSONNumber.format(contentSize.height)
        let content = Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
        if elementCount > 0 { return nil }
        if content.width <= 0 || content.height <= 0 {
            return "nothing to show: the content is empty (\(size))"
        }
        if !content.intersects(area) {
            return "nothing to show: rect \(TableRenderer.frame(area)) lies outside the content (\(size))"
        }
        return "nothing to show: no elements in rect \(TableRenderer.frame(area)) (content \(size))"
    }

    /// The part of `rect` that lies on `extent` (the content, grown to hold the elements
    /// drawn): beyond it a terminal picture would only print blank lines
    /// (`show --rect 0,0,375,10000` of a 920-point layout ends at 920), but a header
    /// stretched above the content (`M.follow`) is drawn whole.
    static func clipped(_ rect: Rect, to extent: Rect) -> Rect {
        let minX = max(rect.minX, extent.minX), minY = max(rect.minY, extent.minY)
        let maxX = min(rect.maxX, extent.maxX), maxY = min(rect.maxY, extent.maxY)
        guard maxX > minX, maxY > minY else { return rect }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The width (in columns) to draw `rect` at in a terminal of `terminal`'s size: the
    /// terminal's width, narrowed when that keeps a tall rect on one screen (cells are
    /// about twice as tall as wide; three lines stay for the legend and the prompt). A rect
    /// that would need fewer than `minimumReadableColumns` to fit is drawn at the full
    /// width instead and scrolls: a 375 × 10000 rect squeezed into 8 columns shows nothing.
    /// Output that is not a terminal gets the full width.
    public static func fittingColumns(for rect: Rect, terminal: Terminal.Size, isTerminal: Bool, cellAspect: Double = 2) -> Int {
        guard isTerminal, rect.height > 0, rect.width > 0 else { return terminal.columns }
        // Compared as a Double first: a rect 1e300 wide for one point tall fits any width.
        let fitting = Double(max(terminal.lines - 3, 1)) * cellAspect * rect.width / rect.height
        guard fitting < Double(terminal.columns) else { return terminal.columns }
        return Int(fitting) >= minimumReadableColumns ? Int(fitting) : terminal.columns
    }

    /// Narrower than this, labels and gaps are lost: `fittingColumns` goes no lower.
    public static let minimumReadableColumns = 40

    // MARK: Encoding

    private func encode(_ canvas: TerminalCanvas) -> String {
        var out = ""
        out.reserveCapacity(canvas.cells.count * (options.colorMode == .plain ? 3 : 12))
        for row in 0..<canvas.rows {
            var line = ""
            var current = (foreground: Color?.none, background: Color?.none)
            for column in 0..<canvas.columns {
                let cell = canvas[row, column]
                let wanted = (foreground: cell.character == " " ? current.foreground : cell.foreground, background: cell.background)
                if wanted.foreground != current.foreground || wanted.background != current.background {
                    line += sgr(foreground: wanted.foreground, background: wanted.background)
                    current = wanted
                }
                line.append(cell.character)
            }
            out += finish(line, coloured: current.foreground != nil || current.background != nil)
        }
        return out
    }

    /// Plain rows lose trailing blanks (goldens and pipes stay tidy); coloured rows are
    /// reset, so the colour never leaks into the next line.
    private func finish(_ line: String, coloured: Bool) -> String {
        if options.colorMode == .plain {
            var trimmed = Substring(line)
            while trimmed.last == " " { trimmed = trimmed.dropLast() }
            return trimmed + "\n"
        }
        return line + (coloured ? "\u{1B}[0m" : "") + "\n"
    }

    /// One SGR sequence setting both colours; empty in plain mode.
    private func sgr(foreground: Color?, background: Color?) -> String {
        switch options.colorMode {
        case .plain: return ""
        case .trueColor, .palette256:
            let fg = foreground.map { code($0, layer: 38) } ?? "39"
            let bg = background.map { code($0, layer: 48) } ?? "49"
            return "\u{1B}[\(fg);\(bg)m"
        }
    }

    /// `38;2;R;G;B` or `38;5;N` (48 for the background).
    private func code(_ color: Color, layer: Int) -> String {
        let (r, g, b) = color.bytes
        if options.colorMode == .palette256 {
            return "\(layer);5;\(Palette256.index(red: r, green: g, blue: b))"
        }
        return "\(layer);2;\(r);\(g);\(b)"
    }

    // MARK: Legend

    /// `■ sectionBackground #00FF0080  ■ separator #C6C6C8`, the squares in colour. Without
    /// colour each kind shows the glyphs it is drawn with (`░ sectionBackground #00FF0080
    /// ─ separator #C6C6C8`) and a second line gives the cell colours' marks. Empty when
    /// there is nothing to explain.
    private func legend(_ elements: [LayoutAttributes], projection: TerminalProjection, marks: TerminalCellMarks) -> String {
        var kinds: [(kind: String, color: Color?, glyphs: [Character])] = []
        for element in elements where element.category == .decoration {
            let kind = element.kind ?? "decoration"
            let glyph = Self.glyph(of: element, projection: projection)
            if let index = kinds.firstIndex(where: { $0.kind == kind }) {
                if !kinds[index].glyphs.contains(glyph) { kinds[index].glyphs.append(glyph) }
            } else {
                kinds.append((kind, DrawingStyle(element).fill, [glyph]))
            }
        }
        let plain = options.colorMode == .plain
        let parts = kinds.map { entry in
            let name = entry.color.map { " " + $0.hex } ?? ""
            if plain { return String(entry.glyphs) + " " + entry.kind + name }
            let swatch = entry.color.map { sgr(foreground: $0.blended(over: options.background), background: nil) } ?? ""
            let reset = swatch.isEmpty ? "" : "\u{1B}[0m"
            return swatch + "■" + reset + " " + entry.kind + name
        }
        var out = parts.isEmpty ? "" : parts.joined(separator: "  ") + "\n"
        if plain, !marks.legend.isEmpty { out += marks.legend + "\n" }
        return out
    }

    /// The character a decoration is drawn with in plain mode: `─` or `│` for lines, `░`
    /// for fills (`TerminalElementPainter`).
    private static func glyph(of element: LayoutAttributes, projection: TerminalProjection) -> Character {
        guard DrawingStyle(element).isLine else { return TerminalElementPainter.plainFill }
        return projection.isHorizontal(element.frame) ? "─" : "│"
    }
}
