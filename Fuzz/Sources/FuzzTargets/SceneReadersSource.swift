/// The scene text `SceneReadersTarget` runs, decoded from fuzzer bytes one decision at a
/// time: the list and compositional readers' keys (and near misses), values at the edges.
enum SceneReadersSource {
    static func scene(_ r: inout ByteReader) -> String {
        var lines = [collection(&r)]
        let usesList = r.choice(2) == 0
        lines.append(usesList ? list(&r) : compositional(&r))
        lines.append(sections(&r))
        // Sometimes a second layout (one per scene), an update or a plugin.
        for _ in 0..<r.choice(3) {
            switch r.choice(4) {
            case 0: lines.append(r.choice(2) == 0 ? list(&r) : "flow { itemSize = { \(number(&r)), 44 } }")
            case 1: lines.append("update { \(["insertSections", "deleteSections", "reloadSections"][r.choice(3)]) = { \(r.choice(4)) } }")
            case 2: lines.append(separators(&r))
            default: lines.append(sections(&r))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: The scene functions

    static func collection(_ r: inout ByteReader) -> String {
        var fields = ["width = \(r.choice(4) == 1 ? number(&r) : String(200 + r.choice(400)))"]
        if r.choice(2) == 1 { fields.append("scale = \(r.choice(4) == 1 ? number(&r) : String(1 + r.choice(3)))") }
        if r.choice(3) == 1 { fields.append("layoutDirection = \(word(&r, ["leftToRight", "rightToLeft"]))") }
        if r.choice(3) == 1 { fields.append("orthogonalOffsets = { [\(r.choice(3))] = \(number(&r)) }") }
        if r.choice(4) == 1 { fields.append("layoutMargins = \(insets(&r))") }
        return "collection { " + fields.joined(separator: ", ") + " }"
    }

    static func list(_ r: inout ByteReader) -> String {
        var fields: [String] = []
        for _ in 0..<r.choice(7) {
            switch r.choice(8) {
            case 0: fields.append("appearance = " + word(&r, ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]))
            case 1: fields.append("headerMode = " + word(&r, ["none", "supplementary", "firstItemInSection"]))
            case 2: fields.append("footerMode = " + word(&r, ["none", "supplementary"]))
            case 3: fields.append("headerHeight = " + number(&r))
            case 4: fields.append("footerHeight = " + number(&r))
            case 5: fields.append("headerTopPadding = " + number(&r))
            case 6: fields.append(key(&r, ["rowHeigth", "apperance", "headerMod", "layoutMargins"]) + " = " + number(&r))
            default: fields.append("rowHeight = " + number(&r))
            }
        }
        if r.choice(4) != 1 { fields.append("rowHeight = \(r.choice(3) == 1 ? number(&r) : "44")") }
        return "list { " + fields.joined(separator: ", ") + " }"
    }

    static func compositional(_ r: inout ByteReader) -> String {
        var fields: [String] = []
        if r.choice(3) == 0 { fields.append("scrollDirection = " + word(&r, ["vertical", "horizontal"])) }
        if r.choice(3) == 0 { fields.append("interSectionSpacing = " + number(&r)) }
        if r.choice(4) == 0 { fields.append("boundarySupplementaryItems = { \(boundary(&r)) }") }
        if r.choice(6) == 0 { fields.append(key(&r, ["sectoin", "interSectionSpaceing", "contentInsets"]) + " = {}") }
        fields.append("section = " + section(&r))
        return "compositional { " + fields.joined(separator: ", ") + " }"
    }

    static func section(_ r: inout ByteReader) -> String {
        var fields = ["group = " + group(&r, depth: 0)]
        for _ in 0..<r.choice(5) {
            switch r.choice(8) {
            case 0: fields.append("contentInsets = " + insets(&r))
            case 1: fields.append("interGroupSpacing = " + number(&r))
            case 2: fields.append("orthogonalScrollingBehavior = " + word(&r, [
                "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
            ]))
            case 3: fields.append("boundarySupplementaryItems = { \(boundary(&r)) }")
            case 4: fields.append("decorationItems = { { background = \(quoted(r.choice(2) == 0 ? "bg" : r.string())), contentInsets = \(insets(&r)), zIndex = \(number(&r)) } }")
            case 5: fields.append("supplementariesFollowContentInsets = " + (r.choice(3) == 0 ? number(&r) : "true"))
            case 6: fields.append(key(&r, ["interGroupSpaceing", "orthogonalScrolling", "decorations"]) + " = 1")
            default:
                fields.append("visibleItemsInvalidationHandler = function(items) for _, item in ipairs(items) do item.alpha = \(number(&r)) end end")
            }
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func group(_ r: inout ByteReader, depth: Int) -> String {
        var fields = ["axis = " + word(&r, ["horizontal", "vertical"]), "size = " + size(&r)]
        let sub = depth < 2 && r.choice(3) == 1 ? group(&r, depth: depth + 1) : item(&r)
        switch r.choice(4) {
        case 1: fields.append("subitem = \(sub), count = \(r.choice(5) == 1 ? number(&r) : String(1 + r.choice(4)))")
        case 2: fields.append("repeatingSubitem = \(sub), count = \(1 + r.choice(3))")
        default: fields.append("subitems = { \(sub) }")
        }
        if r.choice(3) == 0 { fields.append("interItemSpacing = \(word(&r, ["fixed", "flexible"], quote: false))(\(number(&r)))") }
        if r.choice(4) == 0 { fields.append("contentInsets = " + insets(&r)) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func item(_ r: inout ByteReader) -> String {
        var fields = ["size = " + size(&r)]
        if r.choice(3) == 0 { fields.append("contentInsets = " + insets(&r)) }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func boundary(_ r: inout ByteReader) -> String {
        var fields = [
            "kind = " + word(&r, ["header", "footer", "badge"]), "size = " + size(&r),
            "alignment = " + word(&r, ["top", "bottom", "leading", "trailing", "topLeading", "bottomTrailing"]),
        ]
        if r.choice(3) == 0 { fields.append("pinToVisibleBounds = " + (r.choice(2) == 0 ? "true" : number(&r))) }
        if r.choice(3) == 0 { fields.append("extendsBoundary = " + (r.choice(2) == 0 ? "false" : "\"yes\"")) }
        if r.choice(3) == 0 { fields.append("zIndex = " + number(&r)) }
        if r.choice(3) == 0 { fields.append("offset = { \(number(&r)), \(number(&r)) }") }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    static func size(_ r: inout ByteReader) -> String {
        "{ \(dimension(&r)), \(dimension(&r)) }"
    }

    static func dimension(_ r: inout ByteReader) -> String {
        let kind = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "fractionalWidht"][r.choice(5)]
        return "\(kind)(\(r.choice(3) == 1 ? number(&r) : ["1", "0.5", "44", "100"][r.choice(4)]))"
    }

    /// A fuzzed item count: beyond the scene's limits (negative, or past 10,000,000) as it is,
    /// for the readers to refuse; within them, below 10,000, since a valid scene of millions
    /// of items laid out, decorated and dumped takes seconds (a fuzzer timeout) and tests
    /// the limits' own tests, not the readers.
    static func itemCount(_ n: Int) -> String {
        n >= 0 && n <= 10_000_000 ? String(n % 10_000) : String(n)
    }

    static func sections(_ r: inout ByteReader) -> String {
        let counts = (0..<(1 + r.choice(4))).map { _ in r.choice(6) == 1 ? itemCount(r.integer()) : String(3 + r.choice(8)) }
        return "sections { " + counts.joined(separator: ", ") + " }"
    }

    static func separators(_ r: inout ByteReader) -> String {
        let field = key(&r, ["bottomSeparatorVisibility", "bottomSeparatorInsets", "bottomSeperatorVisibility"])
        let value = r.choice(2) == 0 ? word(&r, ["automatic", "visible", "hidden", "maybe"]) : insets(&r)
        return "use(\"list_separators\", { thickness = \(number(&r)), itemSeparatorHandler = function(indexPath, config) "
            + "config.\(field) = \(value); return config end })"
    }

    // MARK: Values

    /// A key from `candidates`, or one of the fuzzer's own.
    static func key(_ r: inout ByteReader, _ candidates: [String]) -> String {
        r.choice(8) == 1 ? "[\(quoted(r.string()))]" : candidates[r.choice(candidates.count)]
    }

    /// One of `words` (quoted), a near miss of one, a number or any string.
    static func word(_ r: inout ByteReader, _ words: [String], quote: Bool = true) -> String {
        let chosen = words[r.choice(words.count)]
        guard quote else { return chosen }
        switch r.choice(10) {
        case 1: return quoted(String(chosen.dropLast()))
        case 2: return quoted(chosen.uppercased())
        case 3: return number(&r)
        case 4: return quoted(r.string())
        default: return quoted(chosen)
        }
    }

    static func insets(_ r: inout ByteReader) -> String {
        if r.choice(3) == 0 { return number(&r) }
        let sides = ["top", "left", "bottom", "right", "leading", "trailing", "botom"]
        return "{ " + (0..<r.choice(4)).map { _ in "\(sides[r.choice(sides.count)]) = \(number(&r))" }.joined(separator: ", ") + " }"
    }

    /// A number as Lua reads it, NaN and the infinities included.
    static func number(_ r: inout ByteReader) -> String {
        // Past the input's end, a plain length: a short input describes a scene that runs.
        if r.isAtEnd { return "44" }
        let value = r.double()
        if value.isNaN { return "(0/0)" }
        if value.isInfinite { return value < 0 ? "(-1/0)" : "(1/0)" }
        if r.choice(16) == 1 { return "\"\(value)\"" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// `text` as a Lua string literal: every byte outside printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): out += "\\" + String(UnicodeScalar(byte))
            case 0x20..<0x7F: out += String(UnicodeScalar(byte))
            default: out += "\\" + String(byte)
            }
        }
        return out + "\""
    }
}
