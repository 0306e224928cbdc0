/// Random scenes in the scene language: flow and compositional layouts, scrolling either
/// way, left to right or right to left, self-sizing or not, with headers, footers, insets, per-section forms and the bundled plugins, plus
/// the soak's own plugin (`soak_plugin`). Every scene is valid; what varies is its shape.
struct SceneGenerator {
    static func scene(_ r: inout SoakRandom) -> (source: String, isFlow: Bool) {
        var lines = ["collection { width = \(r.int(200...500)), height = \(r.int(200...900)), scale = \(r.pick([1, 2, 3])) }"]
        if r.chance(0.3) { lines.append("collection { layoutDirection = \"rightToLeft\" }") }
        let isFlow = r.chance(0.6)
        lines.append(isFlow ? flow(&r) : compositional(&r))
        lines.append(sections(&r, isFlow: isFlow))
        lines += uses(&r)
        return (lines.joined(separator: "\n") + "\n", isFlow)
    }

    static func flow(_ r: inout SoakRandom) -> String {
        var keys = [
            "scrollDirection = \"\(r.pick(["vertical", "horizontal"]))\"",
            "itemSize = { \(r.number(10...160)), \(r.number(10...120)) }",
            "minimumLineSpacing = \(r.number(0...16))",
            "minimumInteritemSpacing = \(r.number(0...16))",
        ]
        if r.chance(0.7) { keys.append("sectionInset = \(insets(&r, leading: false))") }
        if r.chance(0.5) { keys.append("headerReferenceSize = { \(r.int(0...40)), \(r.int(0...40)) }") }
        if r.chance(0.4) { keys.append("footerReferenceSize = { \(r.int(0...30)), \(r.int(0...30)) }") }
        if r.chance(0.3) { keys.append(r.chance(0.5) ? "estimatedItemSize = \"automatic\"" : "estimatedItemSize = { 100, 50 }") }
        return "flow { " + keys.joined(separator: ", ") + " }"
    }

    static func compositional(_ r: inout SoakRandom) -> String {
        let item = r.chance(0.5)
            ? "{ size = { fractionalWidth(1), fractionalHeight(1) } }"
            : "{ size = { fractionalWidth(\(r.pick(["0.5", "1 / 3", "0.25"]))), fractionalHeight(1) } }"
        let groupHeight = r.chance(0.7) ? "absolute(\(r.int(20...140)))" : "fractionalWidth(\(r.pick(["0.3", "0.5"])))"
        var group = "axis = \"\(r.pick(["horizontal", "vertical"]))\", size = { fractionalWidth(1), \(groupHeight) }, "
        group += r.chance(0.5) ? "subitem = \(item), count = \(r.int(1...4))" : "subitems = { \(item) }"
        if r.chance(0.5) { group += ", interItemSpacing = fixed(\(r.int(0...10)))" }
        var section = "group = { \(group) }, interGroupSpacing = \(r.int(0...12))"
        if r.chance(0.6) { section += ", contentInsets = \(insets(&r, leading: true))" }
        if r.chance(0.5) {
            // Pinned or not (C20): the soak's view is at rest, where a pinned header stays.
            let pinned = r.chance(0.5) ? ", pinToVisibleBounds = true" : ""
            section += ", boundarySupplementaryItems = { { kind = \"header\", size = { fractionalWidth(1), absolute(\(r.int(10...40))) }, alignment = \"top\"\(pinned) } }"
        }
        if r.chance(0.3) {
            // Rows that scroll sideways (C28), every behaviour alike in layout.
            let behaviours = ["continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered"]
            section += ", orthogonalScrollingBehavior = \"\(r.pick(behaviours))\""
        }
        let direction = r.pick(["vertical", "horizontal"])
        return "compositional { scrollDirection = \"\(direction)\", interSectionSpacing = \(r.int(0...20)), section = { \(section) } }"
    }

    static func insets(_ r: inout SoakRandom, leading: Bool) -> String {
        let (l, t) = leading ? ("leading", "trailing") : ("left", "right")
        return "{ top = \(r.int(0...20)), \(l) = \(r.int(0...20)), bottom = \(r.int(0...20)), \(t) = \(r.int(0...20)) }"
    }

    static func sections(_ r: inout SoakRandom, isFlow: Bool) -> String {
        let counts = (0..<r.int(0...9)).map { _ -> String in
            if isFlow, r.chance(0.15) {
                // One size per item, as UIKit's delegate answers for each.
                let sizes = (0..<r.int(1...5)).map { _ in "{ \(r.int(10...120)), \(r.int(10...90)) }" }
                return "{ items = \(sizes.count), itemSizes = { \(sizes.joined(separator: ", ")) } }"
            }
            return String(r.chance(0.15) ? 0 : r.int(1...25))
        }
        return "sections { " + counts.joined(separator: ", ") + " }"
    }

    static func uses(_ r: inout SoakRandom) -> [String] {
        var uses: [String] = []
        if r.chance(0.5) {
            uses.append("use(\"section_background\", { cover = \"\(r.pick(["items", "content", "section"]))\", colors = { \"#FF000020\", \"#00FF0020\" }, emptySections = \(r.chance(0.5)) })")
        }
        if r.chance(0.4) { uses.append("use(\"separators\", { betweenItems = \(r.chance(0.5)) })") }
        if r.chance(0.3) { uses.append("use(\"row_background\", { lines = \"\(r.pick(["odd", "even", "all"]))\" })") }
        if r.chance(0.3) {
            uses.append("use(\"color_rules\", { rules = { { items = \"\(r.pick(["even", "3n+1", "last", "2..5", "-n+2"]))\", color = \"#123456\" } } })")
        }
        uses.append(pluginUse(&r, tag: "s"))
        return uses
    }

    /// The soak plugin's use, with options that override some defaults.
    /// Each use has its own `tag`, which names its kinds: two uses never collide.
    static func pluginUse(_ r: inout SoakRandom, tag: String) -> String {
        var options = ["tag = \"\(tag)\""]
        if r.chance(0.5) { options.append("width = \(r.int(1...8))") }
        if r.chance(0.5) { options.append("items = \"\(r.pick(["odd", "even", "first", "2n+1", "all"]))\"") }
        if r.chance(0.3) { options.append("color = \"#\(r.pick(["FF0000", "00FF00", "0000FF80"]))\"") }
        return "use(\"soak_plugin\", { " + options.joined(separator: ", ") + " })"
    }

    /// A REPL-like edit typed into the running scene: new sections, a spacing, a plugin.
    /// - Parameter number: which input this is (it tags a new plugin use).
    static func replEdit(_ r: inout SoakRandom, isFlow: Bool, number: Int) -> String {
        switch r.int(0...3) {
        case 0: return sections(&r, isFlow: isFlow)
        case 1 where isFlow: return "flow { minimumLineSpacing = \(r.number(0...20)) }"
        case 2: return "collection { width = \(r.int(200...500)) }"
        default: return pluginUse(&r, tag: "r\(number)")
        }
    }
}
