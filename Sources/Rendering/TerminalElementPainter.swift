import LayoutCore

/// Paints elements onto a `TerminalCanvas`: decorations as blended fills (or `░` without
/// colour), separators and thin decorations as `─`/`│` lines, cells as single-line boxes
/// labelled `section.item`, headers and footers as tinted double-line boxes.
///
/// Boxes are sized by their frame's size (`TerminalProjection.boxRows`), so equal elements
/// look alike, and lines never overwrite a box: where a separator falls on a cell's border
/// at a small scale, the border stays.
struct TerminalElementPainter {
    let projection: TerminalProjection
    let colorMode: ColorMode
    /// The collection view's background, under every translucent colour.
    let background: Color
    /// Without colour, the letter written after the label of a cell of each colour
    /// (`TerminalCellMarks`); empty in colour modes, where the colour itself shows.
    var cellMarks: TerminalCellMarks = TerminalCellMarks(elements: [])

    static let outline = Color(hex: "#3A3A3C")!
    static let text = Color(hex: "#1C1C1E")!
    static let headerTint = Color(hex: "#D6E4F5")!
    static let footerTint = Color(hex: "#F5E6D6")!
    static let separator = Color(hex: "#C6C6C8")!
    static let decorationFallback = Color(red: 0.56, green: 0.56, blue: 0.58, alpha: 0.35)
    /// Without colour, fills are drawn with this shade character.
    static let plainFill: Character = "░"

    /// The content area, painted in the background colour before any element.
    func paintPage(contentSize: Size, on canvas: inout TerminalCanvas) {
        let content = Rect(x: 0, y: 0, width: contentSize.width, height: contentSize.height)
        guard content.width > 0, content.height > 0 else { return }
        canvas.update(rows: projection.rows(content), columns: projection.columns(content)) {
            $0.background = background
        }
    }

    func paint(_ element: LayoutAttributes, on canvas: inout TerminalCanvas) {
        let style = DrawingStyle(element)
        switch element.category {
        case .cell:
            box(element, style: .single, tint: style.fill, border: style.borderColor, centred: true, on: &canvas)
        case .supplementary:
            let tint = style.fill ?? (element.kind == "footer" ? Self.footerTint : Self.headerTint)
            box(element, style: .double, tint: tint, border: style.borderColor, centred: false, on: &canvas)
        case .decoration where style.isLine:
            line(element.frame, color: style.fill ?? Self.separator, on: &canvas)
        case .decoration:
            fill(element.frame, color: style.fill ?? Self.decorationFallback, on: &canvas)
        }
    }

    // MARK: Fills and lines

    /// A translucent fill blends into the background and keeps what is drawn under it; an
    /// opaque one covers it. Without colour, blank cells get `░`.
    private func fill(_ frame: Rect, color: Color, on canvas: inout TerminalCanvas) {
        guard color.alpha > 0 else { return }
        let opaque = color.alpha >= 1, plain = colorMode == .plain, base = background
        canvas.update(rows: projection.rows(frame), columns: projection.columns(frame)) { cell in
            cell.background = color.blended(over: cell.background ?? base)
            if opaque || cell.character == " " {
                cell.character = plain ? Self.plainFill : " "
                cell.foreground = nil
                cell.isBox = false
            }
        }
    }

    /// A horizontal line through the frame's middle row, or a vertical one through its
    /// middle column when the frame is taller than wide on screen. When boxes take that
    /// row (or column), the line moves to the neighbouring one that the fewest boxes take:
    /// boxes are drawn up to a cell smaller than their frames, which leaves the free row of
    /// a narrow gap beside the one its separator falls on.
    private func line(_ frame: Rect, color: Color, on canvas: inout TerminalCanvas) {
        // Along the line, only its cells on the canvas: it may run far past it. (Across it,
        // the row or column it takes is chosen by `leastCovered` and may lie just off the
        // frame's own span.)
        if projection.isHorizontal(frame) {
            guard let columns = canvas.onGrid(columns: projection.columns(frame)) else { return }
            let row = Self.leastCovered(projection.row(at: frame.midY), exact: (frame.midY - projection.area.minY) * projection.yScale) { row in
                columns.filter { canvas.contains(row: row, column: $0) && canvas[row, $0].isBox }.count
            }
            for column in columns { stroke("─", color: color, row: row, column: column, on: &canvas) }
        } else {
            guard let rows = canvas.onGrid(rows: projection.rows(frame)) else { return }
            let column = Self.leastCovered(projection.column(at: frame.midX), exact: (frame.midX - projection.area.minX) * projection.xScale) { column in
                rows.filter { canvas.contains(row: $0, column: column) && canvas[$0, column].isBox }.count
            }
            for row in rows { stroke("│", color: color, row: row, column: column, on: &canvas) }
        }
    }

    /// Of `index` and its two neighbours, the one with the fewest box cells (`covered`),
    /// the nearest to `exact` (the line's position in cells) among equals.
    private static func leastCovered(_ index: Int, exact: Double, covered: (Int) -> Int) -> Int {
        let own = covered(index)
        guard own > 0 else { return index }
        let neighbours = [index - 1, index + 1].sorted { abs(Double($0) + 0.5 - exact) < abs(Double($1) + 0.5 - exact) }
        var best = (index: index, covered: own)
        for neighbour in neighbours {
            let count = covered(neighbour)
            if count < best.covered { best = (neighbour, count) }
        }
        return best.index
    }

    /// One character of a line, unless a box (its border, label or inside) is there: at
    /// small scales a separator in a narrow gap falls on a cell's border, and the cells
    /// matter more than the line between them.
    private func stroke(_ character: Character, color: Color, row: Int, column: Int, on canvas: inout TerminalCanvas) {
        guard canvas.contains(row: row, column: column), !canvas[row, column].isBox else { return }
        let under = canvas[row, column].background ?? background
        canvas.put(character, row: row, column: column, foreground: color.blended(over: under))
    }

    // MARK: Boxes

    /// An outlined box with its label inside (or in its top edge when it is two rows
    /// tall, or between brackets when it is one row tall, or downwards when the box is
    /// tall and narrow); the label is left out when it does not fit.
    private func box(
        _ element: LayoutAttributes, style: TerminalBoxStyle, tint: Color?, border: Color?,
        centred: Bool, on canvas: inout TerminalCanvas
    ) {
        let rows = projection.boxRows(element.frame), columns = projection.boxColumns(element.frame)
        if let tint { tintBox(rows: rows, columns: columns, color: tint, on: &canvas) }
        clearInterior(rows: rows, columns: columns, on: &canvas)
        let ink = border.map { $0.blended(over: background) } ?? Self.outline
        outline(rows: rows, columns: columns, style: style, ink: ink, on: &canvas)
        let mark = element.category == .cell ? tint.flatMap { cellMarks.mark(for: $0) } : nil
        let text = ElementLabel.text(for: element)
        label(mark.map { text + " " + String($0) } ?? text, fallback: mark.map { String($0) },
              rows: rows, columns: columns, centred: centred, on: &canvas)
    }

    /// A box's colour, over exactly the cells its outline takes.
    private func tintBox(rows: ClosedRange<Int>, columns: ClosedRange<Int>, color: Color, on canvas: inout TerminalCanvas) {
        guard color.alpha > 0 else { return }
        let base = background
        canvas.update(rows: rows, columns: columns) { cell in
            cell.background = color.blended(over: cell.background ?? base)
        }
    }

    /// A box hides the characters under it (its own colour, if any, is already painted).
    private func clearInterior(rows: ClosedRange<Int>, columns: ClosedRange<Int>, on canvas: inout TerminalCanvas) {
        canvas.update(rows: rows, columns: columns) { cell in
            cell.character = " "
            cell.foreground = nil
            cell.isBox = true
        }
    }

    private func outline(
        rows: ClosedRange<Int>, columns: ClosedRange<Int>, style: TerminalBoxStyle, ink: Color,
        on canvas: inout TerminalCanvas
    ) {
        let top = rows.lowerBound, bottom = rows.upperBound, left = columns.lowerBound, right = columns.upperBound
        // The edges are where the frame puts them; only their cells on the canvas are drawn
        // (a box off the canvas in either direction has none there).
        guard let (visibleRows, visibleColumns) = canvas.clip(rows: rows, columns: columns) else { return }
        if left == right {
            for row in visibleRows { canvas.put(style.vertical, row: row, column: left, foreground: ink) }
            return
        }
        if top == bottom {
            for column in visibleColumns { canvas.put(style.horizontal, row: top, column: column, foreground: ink) }
            canvas.put(style.left, row: top, column: left, foreground: ink)
            canvas.put(style.right, row: top, column: right, foreground: ink)
            return
        }
        for column in visibleColumns {
            canvas.put(style.horizontal, row: top, column: column, foreground: ink)
            canvas.put(style.horizontal, row: bottom, column: column, foreground: ink)
        }
        for row in visibleRows {
            canvas.put(style.vertical, row: row, column: left, foreground: ink)
            canvas.put(style.vertical, row: row, column: right, foreground: ink)
        }
        canvas.put(style.topLeft, row: top, column: left, foreground: ink)
        canvas.put(style.topRight, row: top, column: right, foreground: ink)
        canvas.put(style.bottomLeft, row: bottom, column: left, foreground: ink)
        canvas.put(style.bottomRight, row: bottom, column: right, foreground: ink)
    }

    /// A label written downwards in the middle column of a tall, narrow box: the headers of
    /// a horizontally scrolling layout.
    private func verticalLabel(_ text: String, rows: ClosedRange<Int>, columns: ClosedRange<Int>, on canvas: inout TerminalCanvas) {
        let column = columns.lowerBound + (columns.count - 1) / 2
        for (offset, character) in text.enumerated() {
            canvas.put(character, row: rows.lowerBound + 1 + offset, column: column, foreground: Self.text)
        }
    }

    /// Writes `text`, or `fallback` when only that fits (a colour mark without the index
    /// path), or nothing.
    private func label(
        _ text: String, fallback: String? = nil, rows: ClosedRange<Int>, columns: ClosedRange<Int>, centred: Bool,
        on canvas: inout TerminalCanvas
    ) {
        let room = columns.count - 2
        guard columns.count >= 3 else { return }
        guard text.count <= room else {
            if let fallback {
                label(fallback, rows: rows, columns: columns, centred: centred, on: &canvas)
            } else if rows.count - 2 >= text.count {
                verticalLabel(text, rows: rows, columns: columns, on: &canvas)
            }
            return
        }
        // Two-row boxes and one-row boxes carry the label in their top edge.
        let row = rows.count >= 3 ? rows.lowerBound + (rows.count - 1) / 2 : rows.lowerBound
        let leading = centred ? (room - text.count) / 2 : min(1, room - text.count)
        canvas.write(text, row: row, column: columns.lowerBound + 1 + leading, foreground: Self.text)
    }
}
