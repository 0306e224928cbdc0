import LayoutCore

/// The change list of an update as a text table for the REPL's `:update`: one row per
/// element that changed (inserted, deleted, moved to another index path, shifted to another
/// frame at the same index path, restyled, reloaded), then how many stayed as they were.
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
                [label(change), change.category.rawValue, change.kind ?? "",
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
        let labels = Set(shown.map(label))
        if labels.contains("moved") || labels.contains("shifted") {
            text += "moved: another index path; shifted: the same index path, another frame\n"
        }
        return text
    }

    /// The action as the table says it: a `moved` element that kept its index path only
    /// `shifted` (the layout moved it: something before it was inserted or deleted), or
    /// was `restyled` (same frame, other attributes).
    static func label(_ change: ElementChange) -> String {
        guard change.action == .moved, change.from == change.to else { return change.action.rawValue }
        return change.old?.frame != change.new?.frame ? "shifted" : "restyled"
    }
}
