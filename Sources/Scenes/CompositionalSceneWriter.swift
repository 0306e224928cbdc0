import LayoutCore

/// Writes a compositional layout back as the `compositional { ... }` text that reads into
/// the same values (the mirror of `CompositionalSceneReader`), for `:save`.
///
/// It writes from the typed values the scene was read into, never from the Lua table, so
/// what is saved is what is laid out. A section provider is a function and has no literal:
/// its answers (one per section, nil where it returned nil) are written as a table, and a
/// provider that looks them up, so the saved scene lays out the same and keeps the
/// provider's form.
enum CompositionalSceneWriter {
    /// The text before `compositional { ... }` (the provider's answers) and the call itself.
    static func text(
        configuration: CompositionalLayoutConfiguration, sections: CompositionalSceneSpec.Sections,
        provided: [CompositionalSection?]
    ) -> (preamble: [String], call: String) {
        var fields = [
            "  scrollDirection = \(quoted(configuration.scrollDirection.rawValue)),",
            "  interSectionSpacing = \(number(configuration.interSectionSpacing)),",
        ]
        if configuration.contentInsetsReference != .safeArea {
            fields.append("  contentInsetsReference = \(quoted(configuration.contentInsetsReference.rawValue)),")
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            fields.append("  boundarySupplementaryItems = \(list(configuration.boundarySupplementaryItems.map(boundaryItem))),")
        }
        var preamble: [String] = []
        switch sections {
        case .shared(let spec):
            fields.append("  section = \(section(spec)),")
        case .list(let specs):
            fields.append("  sections = {")
            fields += specs.map { "    \(section($0))," }
            fields.append("  },")
        case .provider:
            preamble.append("-- The scene's sectionProvider, as it answered for each section (0-based; nil: an empty section).")
            preamble.append("local providedSections = {")
            for (index, spec) in provided.enumerated() {
                if let spec { preamble.append("  [\(index)] = \(section(spec)),") }
            }
            preamble.append("}")
            fields.append("  sectionProvider = function(index) return providedSections[index] end,")
        case .listConfiguration:
            break  // SceneWriter writes a list as the sections it builds.
        }
        return (preamble, "compositional {\n" + fields.joined(separator: "\n") + "\n}")
    }

    // MARK: Tables

    static func section(_ s: CompositionalSection) -> String {
        var parts = ["group = \(group(s.group))"]
        if s.contentInsets != .zero { parts.append("contentInsets = \(insets(s.contentInsets))") }
        if s.interGroupSpacing != 0 { parts.append("interGroupSpacing = \(number(s.interGroupSpacing))") }
        if !s.supplementariesFollowContentInsets { parts.append("supplementariesFollowContentInsets = false") }
        if !s.boundarySupplementaryItems.isEmpty {
            parts.append("boundarySupplementaryItems = \(list(s.boundarySupplementaryItems.map(boundaryItem)))")
        }
        if !s.decorationItems.isEmpty { parts.append("decorationItems = \(list(s.decorationItems.map(decorationItem)))") }
        if s.orthogonalScrollingBehavior != .none {
            parts.append("orthogonalScrollingBehavior = \(quoted(s.orthogonalScrollingBehavior.rawValue))")
        }
        if s.contentInsetsReference != .automatic {
            parts.append("contentInsetsReference = \(quoted(s.contentInsetsReference.rawValue))")
        }
        if s.supplementaryContentInsetsReference != .automatic {
            parts.append("supplementaryContentInsetsReference = \(quoted(s.supplementaryContentInsetsReference.rawValue))")
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func group(_ g: CompositionalGroup) -> String {
        // A custom group's items are a function, which has no literal (`customGroupCount`
        // lets `:save` warn of it).
        if case .custom = g.subitems { return "custom { size = \(size(g.size)), items = nil }" }
        var parts = ["axis = \(quoted(g.axis.rawValue))", "size = \(size(g.size))"]
        switch g.subitems {
        case .list(let subitems): parts.append("subitems = \(list(subitems.map(subitem)))")
        case .count(let sub, let count): parts += ["subitem = \(subitem(sub))", "count = \(count)"]
        case .repeating(let sub, let count): parts += ["repeatingSubitem = \(subitem(sub))", "count = \(count)"]
        case .custom: break
        }
        if g.interItemSpacing != .fixed(0) { parts.append("interItemSpacing = \(spacing(g.interItemSpacing))") }
        if g.contentInsets != .zero { parts.append("contentInsets = \(insets(g.contentInsets))") }
        if g.edgeSpacing != .none { parts.append("edgeSpacing = \(edgeSpacing(g.edgeSpacing))") }
        if !g.supplementaryItems.isEmpty { parts.append("supplementaryItems = \(list(g.supplementaryItems.map(supplementaryItem)))") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func subitem(_ s: CompositionalSubitem) -> String {
        switch s {
        case .group(let g): return group(g)
        case .item(let item):
            var parts = ["size = \(size(item.size))"]
            if item.contentInsets != .zero { parts.append("contentInsets = \(insets(item.contentInsets))") }
            if item.edgeSpacing != .none { parts.append("edgeSpacing = \(edgeSpacing(item.edgeSpacing))") }
            if !item.supplementaryItems.isEmpty {
                parts.append("supplementaryItems = \(list(item.supplementaryItems.map(supplementaryItem)))")
            }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    static func boundaryItem(_ b: BoundarySupplementaryItem) -> String {
        var parts = ["kind = \(quoted(b.kind))", "size = \(size(b.size))", "alignment = \(quoted(b.alignment.rawValue))"]
        if b.extendsBoundary { parts.append("extendsBoundary = true") }
        if b.pinToVisibleBounds { parts.append("pinToVisibleBounds = true") }
        parts.append("zIndex = \(b.zIndex)")
        if b.contentInsets != .zero { parts.append("contentInsets = \(insets(b.contentInsets))") }
        if b.offset != Point(x: 0, y: 0) { parts.append("offset = { \(number(b.offset.x)), \(number(b.offset.y)) }") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func decorationItem(_ d: DecorationItem) -> String {
        var parts = ["background = \(quoted(d.elementKind))"]
        if d.contentInsets != .zero { parts.append("contentInsets = \(insets(d.contentInsets))") }
        parts.append("zIndex = \(d.zIndex)")
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// How many custom groups `spec` holds, nested ones included.
    static func customGroupCount(_ spec: CompositionalSection) -> Int { customGroupCount(spec.group) }

    private static func customGroupCount(_ g: CompositionalGroup) -> Int {
        let subitems: [CompositionalSubitem]
        switch g.subitems {
        case .custom: return 1
        case .list(let list): subitems = list
        case .count(let sub, _), .repeating(let sub, _): subitems = [sub]
        }
        return subitems.reduce(0) { total, sub in
            if case .group(let nested) = sub { return total + customGroupCount(nested) }
            return total
        }
    }

    // MARK: Leaves

    /// `fractionalWidth(1)`: the scene helper that returns the dimension.
    static func dimension(_ d: LayoutDimension) -> String {
        switch d {
        case .absolute(let v): "absolute(\(number(v)))"
        case .estimated(let v): "estimated(\(number(v)))"
        case .uniformAcrossSiblings(let v): "uniformAcrossSiblings(\(number(v)))"
        case .fractionalWidth(let v): "fractionalWidth(\(number(v)))"
        case .fractionalHeight(let v): "fractionalHeight(\(number(v)))"
        }
    }

    static func size(_ s: LayoutSize) -> String { "{ \(dimension(s.width)), \(dimension(s.height)) }" }

    static func spacing(_ s: LayoutSpacing) -> String {
        switch s {
        case .fixed(let v): "fixed(\(number(v)))"
        case .flexible(let v): "flexible(\(number(v)))"
        }
    }

    /// A badge (C45), as `CompositionalSceneReader.supplementaryItem` reads it.
    static func supplementaryItem(_ b: SupplementaryItem) -> String {
        var parts = ["kind = \(quoted(b.kind))", "size = \(size(b.size))", "containerAnchor = \(anchor(b.containerAnchor))"]
        if let itemAnchor = b.itemAnchor { parts.append("itemAnchor = \(anchor(itemAnchor))") }
        if b.zIndex != 1 { parts.append("zIndex = \(b.zIndex)") }
        if b.contentInsets != .zero { parts.append("contentInsets = \(insets(b.contentInsets))") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    static func anchor(_ a: LayoutAnchor) -> String {
        let edges = LayoutAnchor.Edge.allCases.filter { a.edges.contains($0) }.map { quoted($0.rawValue) }
        var parts = ["edges = \(list(edges))"]
        switch a.offset {
        case .absolute(let p) where p != .zero: parts.append("absoluteOffset = { \(number(p.x)), \(number(p.y)) }")
        case .fractional(let p): parts.append("fractionalOffset = { \(number(p.x)), \(number(p.y)) }")
        default: break
        }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    /// `{ leading = fixed(8), ... }`, the edges that have a spacing (C40).
    static func edgeSpacing(_ e: EdgeSpacing) -> String {
        let edges: [(String, LayoutSpacing?)] = [("leading", e.leading), ("top", e.top), ("trailing", e.trailing), ("bottom", e.bottom)]
        return list(edges.compactMap { name, s in s.map { "\(name) = \(spacing($0))" } })
    }

    static func insets(_ e: EdgeInsets) -> String {
        "{ top = \(number(e.top)), leading = \(number(e.left)), bottom = \(number(e.bottom)), trailing = \(number(e.right)) }"
    }

    static func list(_ entries: [String]) -> String { "{ " + entries.joined(separator: ", ") + " }" }

    static func number(_ v: Double) -> String { SceneWriter.numberLiteral(v) }

    static func quoted(_ s: String) -> String { SceneWriter.quoted(s) }
}
