import LayoutCore

/// A text table of elements for the REPL's `:attrs`: one row per element, columns aligned,
/// numbers exact (as in JSON), so what you read is what a test would compare.
///
/// ```
/// category       kind               indexPath  frame                   zIndex  attributes
/// cell                              [0, 0]     (10, 10, 100, 100)           0
/// decoration     sectionBackground  [0, 0]     (0, 40, 375, 250)           -1  color = "#00FF0080"
/// ```
public enum TableRenderer {
    static let headings = ["category", "kind", "indexPath", "frame", "zIndex", "attributes"]
    /// Right-aligned columns (numbers).
    static let rightAligned: Set<Int> = [4]

    /// The table, each row ending in a newline; the heading alone for no elements.
    /// - Parameter number: how the frames' numbers are written (exact, as in JSON, unless
    ///   the caller rounds them for reading).
    public static func render(_ elements: [LayoutAttributes], number: (Double) -> String = JSONNumber.format) -> String {
        let rows = [headings] + elements.map { cells($0, number: number) }
        let widths = headings.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { line($0, widths: widths) }.joined()
    }

    /// The cells of one element's row.
    static func cells(_ element: LayoutAttributes, number: (Double) -> String = JSONNumber.format) -> [String] {
        [
            element.category.rawValue,
            element.kind ?? "",
            element.indexPath.description,
            frame(element.frame, number: number),
            String(element.zIndex),
            attributes(element.attributes),
        ]
    }

    /// `(x, y, w, h)`, exact numbers unless told otherwise.
    static func frame(_ rect: Rect, number: (Double) -> String = JSONNumber.format) -> String {
        "(" + [rect.x, rect.y, rect.width, rect.height].map(number).joined(separator: ", ") + ")"
    }

    /// `key = value` pairs in key order, values in JSON form.
    static func attributes(_ attributes: [String: AttributeValue]) -> String {
        attributes.keys.sorted().map { "\($0) = \(JSONWriter.value(attributes[$0]!))" }.joined(separator: ", ")
    }

    private static func line(_ cells: [String], widths: [Int]) -> String {
        var text = ""
        for (column, cell) in cells.enumerated() {
            let padding = String(repeating: " ", count: widths[column] - cell.count)
            if column > 0 { text += "  " }
            text += rightAligned.contains(column) ? padding + cell : cell + padding
        }
        while text.last == " " { text.removeLast() }
        return text + "\n"
    }
}
