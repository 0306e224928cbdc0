import LayoutCore

/// Letters that stand for cell colours in a picture without colour (`NO_COLOR`, pipes): the
/// first colour a cell is given is `A`, the next `B`, and so on, in query order. The letter
/// follows the cell's label (`0.1 B`) and the legend spells it out (`cells: A #5AC8FA  B
/// #FFCC00`), so a plain picture still tells a blue tile from a yellow one.
struct TerminalCellMarks {
    private(set) var colors: [Color] = []

    /// The marks in order: A...Z, then a...z; colours past the 52nd get no mark.
    private static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    init(elements: [LayoutAttributes]) {
        for element in elements where element.category == .cell {
            guard let color = DrawingStyle(element).fill, !colors.contains(color) else { continue }
            if colors.count < Self.letters.count { colors.append(color) }
        }
    }

    /// The letter of `color`, or `nil` when it has none.
    func mark(for color: Color) -> Character? {
        colors.firstIndex(of: color).map { Self.letters[$0] }
    }

    /// `cells: A #5AC8FA  B #FFCC00`; empty when no cell has a colour.
    var legend: String {
        guard !colors.isEmpty else { return "" }
        return "cells: " + colors.enumerated().map { "\(Self.letters[$0.offset]) \($0.element.hex)" }.joined(separator: "  ")
    }
}
