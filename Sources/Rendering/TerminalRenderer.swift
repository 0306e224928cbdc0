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

/// Draws a layout in the terminal: `:show` and `lualayout show`.
///
/// The rect is scaled to `columns` character cells across, with the vertical scale halved
/// (a cell is about twice as tall as wide). Elements are painted bottom to top in
/// `PaintOrder`; the whole picture is built in one buffer and returned, for the caller to
/// write at once (`Platform.write`), so it never flickers or interleaves with other output.
/// A line under the picture gives each decoration kind with its colour.
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
    ///     long layouts.
    public func render(elements: [LayoutAttributes], contentSize: Size, rect: Rect? = nil) -> String {
        let area = SVGRenderer.drawingArea(rect, contentSize: contentSize)
        let projection = TerminalProjection(area: area, columns: options.columns, cellAspect: options.cellAspect)
        var canvas = TerminalCanvas(columns: projection.columns, rows: projection.rows)
        let painter = TerminalElementPainter(
            projection: projection, colorMode: options.colorMode, background: options.background)
        painter.paintPage(contentSize: contentSize, on: &canvas)
        let visible = elements.filter { SVGRenderer.isVisible($0, in: area) }
        for element in PaintOrder.sorted(visible) { painter.paint(element, on: &canvas) }
        var out = encode(canvas)
        if options.showsLegend { out += legend(visible) }
        return out
    }

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

    /// `■ sectionBackground #00FF0080  ■ separator #C6C6C8`, the squares in colour; empty
    /// when there are no decorations.
    private func legend(_ elements: [LayoutAttributes]) -> String {
        var seen: [String] = [], parts: [String] = []
        for element in elements where element.category == .decoration {
            let kind = element.kind ?? "decoration"
            guard !seen.contains(kind) else { continue }
            seen.append(kind)
            let color = DrawingStyle(element).fill
            let swatch = color.map { sgr(foreground: $0.blended(over: options.background), background: nil) } ?? ""
            let reset = swatch.isEmpty ? "" : "\u{1B}[0m"
            let name = color.map { " " + $0.hex } ?? ""
            parts.append(swatch + "■" + reset + " " + kind + name)
        }
        return parts.isEmpty ? "" : parts.joined(separator: "  ") + "\n"
    }
}
