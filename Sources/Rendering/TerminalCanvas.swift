import LayoutCore

/// A grid of character cells with foreground and background colours: the picture before
/// it becomes text. Writes outside the grid are ignored, so painters need not clip.
struct TerminalCanvas {
    struct Cell: Equatable {
        var character: Character = " "
        var foreground: Color?
        /// `nil`: the terminal's own background (outside the content).
        var background: Color?
        /// Part of a box (a cell, header or footer: border, label or inside), which lines
        /// do not overwrite.
        var isBox = false
    }

    let columns: Int
    let rows: Int
    private(set) var cells: [Cell]

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        cells = Array(repeating: Cell(), count: columns * rows)
    }

    subscript(row: Int, column: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    func contains(row: Int, column: Int) -> Bool {
        row >= 0 && row < rows && column >= 0 && column < columns
    }

    /// The part of `rows` × `columns` that lies on the grid; `nil` when none does.
    func clip(rows r: ClosedRange<Int>, columns c: ClosedRange<Int>) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        guard let rows = onGrid(rows: r), let columns = onGrid(columns: c) else { return nil }
        return (rows, columns)
    }

    /// The rows of `r` that lie on the grid; `nil` when none does. What a painter iterates
    /// over, however far a frame runs past the canvas.
    func onGrid(rows r: ClosedRange<Int>) -> ClosedRange<Int>? {
        let top = max(r.lowerBound, 0), bottom = min(r.upperBound, rows - 1)
        return top <= bottom ? top...bottom : nil
    }

    /// The columns of `c` that lie on the grid; `nil` when none does.
    func onGrid(columns c: ClosedRange<Int>) -> ClosedRange<Int>? {
        let left = max(c.lowerBound, 0), right = min(c.upperBound, columns - 1)
        return left <= right ? left...right : nil
    }

    /// Changes every cell of the region that lies on the grid.
    mutating func update(rows r: ClosedRange<Int>, columns c: ClosedRange<Int>, _ change: (inout Cell) -> Void) {
        guard let (rowRange, columnRange) = clip(rows: r, columns: c) else { return }
        for row in rowRange {
            for column in columnRange { change(&cells[row * columns + column]) }
        }
    }

    /// Puts one character, keeping the background; ignored off the grid.
    mutating func put(_ character: Character, row: Int, column: Int, foreground: Color?) {
        guard contains(row: row, column: column) else { return }
        self[row, column].character = character
        self[row, column].foreground = foreground
    }

    /// Writes `text` from `column` rightwards.
    mutating func write(_ text: String, row: Int, column: Int, foreground: Color?) {
        for (offset, character) in text.enumerated() {
            put(character, row: row, column: column + offset, foreground: foreground)
        }
    }
}
