import LayoutCore

/// The change list of an update as a text table for the REPL's `:update`: one row per
/// element that changed (inserted, deleted, moved, reloaded), then how many stayed as they
/// were.
///
/// ```
/// action    category    kind    from    to
/// moved     cell                [1, 0]  [0, 0]
/// inserted  cell                        [0, 1]
/// deleted   cell                [0, 0]
/// 2 unchanged
/// ```
public enum ChangeTableRenderer {
    static let headings = ["action", "category", "kind", "from", "to"]

    /// The table, each row ending in a newline; `no changes` when nothing happened.
    public static func render(_ changes: [ElementChange]) -> String {
        let shown = changes.filter { $0.action != .unchanged }
        let unchanged = changes.count - shown.count
        var text = ""
        if !shown.isEmpty {
            let rows = [headings] + shown.map { change in
                [change.action.rawValue, change.category.rawValue, change.kind ?? "",
                 change.from.map(\.description) ?? "", change.to.map(\.description) ?? ""]
            }
            let widths = headings.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
            for row in rows {
                var line = zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: "  ")
                while line.last == " " { line.removeLast() }
                text += line + "\n"
            }
        }
        if unchanged > 0 || shown.isEmpty { text += shown.isEmpty && unchanged == 0 ? "no elements\n" : "\(unchanged) unchanged\n" }
        return text
    }
}
