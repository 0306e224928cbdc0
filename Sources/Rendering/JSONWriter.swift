import LayoutCore

/// Writes a snapshot as the JSON of docs/json.md (version 1): the machine face that tests,
/// diffs and other tools read.
///
/// The text is stable and diff-friendly: one element per line, keys in a fixed order
/// (`category`, `kind`, `section`, `item`, `frame`, `zIndex`, `attributes`), custom
/// attribute keys sorted, and numbers in shortest round-trip form (`JSONNumber`):
///
/// ```json
/// { "contentSize": [375, 1200],
///   "elements": [
///     { "category": "cell", "section": 0, "item": 0, "frame": [10, 10, 100, 100], "zIndex": 0 },
///     { "category": "decoration", "kind": "sectionBackground", "section": 0, "item": 0, "frame": [0, 40, 375, 250], "zIndex": -1, "attributes": { "color": "#00FF0080" } } ] }
/// ```
public enum JSONWriter {
    /// The whole document, ending in a newline.
    ///
    /// - Parameters:
    ///   - contentSize: the layout's content size.
    ///   - orthogonalSections: the layout's orthogonal sections (C30), written as
    ///     `orthogonalSections` only when there are some.
    ///   - elements: the elements in query order (the writer keeps the order it is given).
    ///   - direction: the layout the elements come from, for its direction: a right-to-left
    ///     layout adds `"layoutDirection": "rightToLeft"` and `"flippedByView"` (whether the
    ///     frames are left-to-right and the view flips them) to the first line.
    public static func document(
        contentSize: Size, orthogonalSections: [(section: Int, scrolling: OrthogonalScrolling)] = [],
        elements: [LayoutAttributes], direction: LayoutGeometry? = nil
    ) -> String {
        var out = head(contentSize: contentSize, orthogonalSections: orthogonalSections, direction: direction)
        guard !elements.isEmpty else { return out + "  \"elements\": [] }\n" }
        out += "  \"elements\": [\n"
        for (index, element) in elements.enumerated() {
            out += "    " + self.element(element)
            out += index == elements.count - 1 ? " ] }\n" : ",\n"
        }
        return out
    }

    /// The same document as `document`, byte for byte, written as it is made: `elements`
    /// hands each element to its argument in turn, and `write` gets the text in pieces of
    /// about 64 KB (a dump of ten million rows never holds them all). Returns false as soon
    /// as `write` does.
    public static func stream(
        contentSize: Size, orthogonalSections: [(section: Int, scrolling: OrthogonalScrolling)] = [],
        direction: LayoutGeometry? = nil, elements: ((LayoutAttributes) -> Void) -> Void, write: (String) -> Bool
    ) -> Bool {
        withoutActuallyEscaping(write) { write in
            var out = head(contentSize: contentSize, orthogonalSections: orthogonalSections, direction: direction)
            var any = false, written = true
            elements { element in
                guard written else { return }
                out += any ? ",\n    " : "  \"elements\": [\n    "
                any = true
                out += self.element(element)
                if out.utf8.count >= 1 << 16 {
                    written = write(out)
                    out = ""
                }
            }
            guard written else { return false }
            return write(out + (any ? " ] }\n" : "  \"elements\": [] }\n"))
        }
    }

    /// The document's first lines: the content size, the direction, the orthogonal sections.
    private static func head(
        contentSize: Size, orthogonalSections: [(section: Int, scrolling: OrthogonalScrolling)], direction: LayoutGeometry?
    ) -> String {
        var out = "{ \"contentSize\": " + pair(contentSize.width, contentSize.height)
        if let direction, direction.layoutDirection == .rightToLeft {
            out += ", \"layoutDirection\": " + JSONString.quote(direction.layoutDirection.rawValue)
                + ", \"flippedByView\": " + (direction.flippedByView ? "true" : "false")
        }
        out += ",\n"
        if !orthogonalSections.isEmpty {
            out += "  \"orthogonalSections\": [\n"
            for (index, entry) in orthogonalSections.enumerated() {
                out += "    " + orthogonalSection(entry.section, entry.scrolling)
                out += index == orthogonalSections.count - 1 ? " ],\n" : ",\n"
            }
        }
        return out
    }

    /// One element as a single-line JSON object (the REPL's `:at` prints these).
    public static func element(_ element: LayoutAttributes) -> String {
        var fields = ["\"category\": " + JSONString.quote(element.category.rawValue)]
        if let kind = element.kind { fields.append("\"kind\": " + JSONString.quote(kind)) }
        let section = element.indexPath.isLayoutLevel ? "null" : JSONNumber.format(element.indexPath.section)
        fields.append("\"section\": " + section)
        fields.append("\"item\": " + JSONNumber.format(element.indexPath.item))
        fields.append("\"frame\": " + frame(element.frame))
        fields.append("\"zIndex\": " + JSONNumber.format(element.zIndex))
        if !element.attributes.isEmpty {
            fields.append("\"attributes\": " + value(.record(element.attributes)))
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// One orthogonal section (C30): its behaviour, the axis its cells scroll along, its
    /// offset (a cell is on screen at its frame minus the offset along the axis) and its
    /// scrollable length and largest offset.
    public static func orthogonalSection(_ section: Int, _ scrolling: OrthogonalScrolling) -> String {
        let fields = [
            "\"section\": " + JSONNumber.format(section),
            "\"behavior\": " + JSONString.quote(scrolling.behavior.rawValue),
            "\"axis\": " + JSONString.quote(scrolling.axis == .horizontal ? "x" : "y"),
            "\"offset\": " + JSONNumber.format(scrolling.offset),
            "\"contentLength\": " + JSONNumber.format(scrolling.contentLength),
            "\"maximumOffset\": " + JSONNumber.format(scrolling.maximumOffset),
        ]
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// `dump --snap`'s answer (C31), one line: the section, its behaviour, the drag's end
    /// offset and velocity, the page (0 when the behaviour has none) and the resting offset.
    public static func restingOffset(
        section: Int, _ scrolling: OrthogonalScrolling, offset: Double, velocity: Double, page: Double, resting: Double
    ) -> String {
        let fields = [
            "\"section\": " + JSONNumber.format(section),
            "\"behavior\": " + JSONString.quote(scrolling.behavior.rawValue),
            "\"offset\": " + JSONNumber.format(offset),
            "\"velocity\": " + JSONNumber.format(velocity),
            "\"page\": " + JSONNumber.format(page),
            "\"restingOffset\": " + JSONNumber.format(resting),
        ]
        return "{ " + fields.joined(separator: ", ") + " }\n"
    }

    /// A custom attribute value: records with sorted keys, lists, strings, numbers, booleans.
    public static func value(_ value: AttributeValue) -> String {
        switch value {
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONNumber.format(number)
        case .string(let text): return JSONString.quote(text)
        case .list(let items):
            return "[" + items.map { self.value($0) }.joined(separator: ", ") + "]"
        case .record(let fields):
            guard !fields.isEmpty else { return "{}" }
            let body = fields.keys.sorted().map { JSONString.quote($0) + ": " + self.value(fields[$0]!) }
            return "{ " + body.joined(separator: ", ") + " }"
        }
    }

    /// `[x, y, width, height]`.
    public static func frame(_ rect: Rect) -> String {
        "[" + [rect.x, rect.y, rect.width, rect.height].map(JSONNumber.format).joined(separator: ", ") + "]"
    }

    private static func pair(_ a: Double, _ b: Double) -> String {
        "[" + JSONNumber.format(a) + ", " + JSONNumber.format(b) + "]"
    }
}
