import LayoutCore

extension JSONWriter {
    /// The document `lualayout dump SCENE --updates` prints (docs/json.md, "Updates"): the
    /// layouts before and after the scene's last update, each as `document` writes one,
    /// and the change list, one entry per line:
    ///
    /// ```json
    /// { "before": { "contentSize": [375, 100],
    ///     "elements": [
    ///       { "category": "cell", "section": 0, "item": 0, "frame": [0, 0, 375, 50], "zIndex": 0 } ] },
    ///   "after": { "contentSize": [375, 0],
    ///     "elements": [] },
    ///   "changes": [
    ///     { "category": "cell", "kind": null, "from": [0, 0], "to": null, "initial": null, "final": { ... }, "action": "deleted" } ] }
    /// ```
    public static func updates(
        before: (contentSize: Size, elements: [LayoutAttributes]), after: (contentSize: Size, elements: [LayoutAttributes]),
        changes: [ElementChange]
    ) -> String {
        var out = "{ \"before\": " + nested(before.contentSize, before.elements) + ",\n"
        out += "  \"after\": " + nested(after.contentSize, after.elements) + ",\n"
        out += "  \"changes\": " + list(changes.map(change), indent: "    ") + " }\n"
        return out
    }

    /// One change as a single-line object: the keys `category`, `kind` (null for cells),
    /// `from` and `to` (`[section, item]`, null for an insert and a delete), `initial` and
    /// `final` (elements, or null), then `action`.
    public static func change(_ change: ElementChange) -> String {
        let fields = [
            "\"category\": " + JSONString.quote(change.category.rawValue),
            "\"kind\": " + (change.kind.map(JSONString.quote) ?? "null"),
            "\"from\": " + (change.from.map(indexPath) ?? "null"),
            "\"to\": " + (change.to.map(indexPath) ?? "null"),
            "\"initial\": " + (change.initial.map(element) ?? "null"),
            "\"final\": " + (change.final.map(element) ?? "null"),
            "\"action\": " + JSONString.quote(change.action.rawValue),
        ]
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `[section, item]`; the section is null for a layout-level element, as in an element.
    static func indexPath(_ path: IndexPath) -> String {
        "[" + (path.isLayoutLevel ? "null" : JSONNumber.format(path.section)) + ", " + JSONNumber.format(path.item) + "]"
    }

    /// A layout document nested one level in: the same keys and lines as `document`.
    private static func nested(_ contentSize: Size, _ elements: [LayoutAttributes]) -> String {
        "{ \"contentSize\": [" + JSONNumber.format(contentSize.width) + ", " + JSONNumber.format(contentSize.height) + "],\n"
            + "    \"elements\": " + list(elements.map(element), indent: "      ") + " }"
    }

    /// `[]`, or one entry per line.
    private static func list(_ entries: [String], indent: String) -> String {
        entries.isEmpty ? "[]" : "[\n" + entries.map { indent + $0 }.joined(separator: ",\n") + " ]"
    }
}
