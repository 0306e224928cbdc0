import LuaLayout

/// Which rules of the scene's `color_rules` uses apply to a cell, for the preview's
/// inspector ("coloured by use 2, color_rules (Scenes/x.lua:12), rule 1: color"). Read from
/// the options the scene gave, with the selectors the plugin hands to `lualayout.matches`
/// (`SelectorParser`): a rule whose `items` or `sections` is a function is named as decided
/// by its function, which only the plugin's run can answer.
struct ColorRuleTrace {
    private enum Selector {
        case all, parsed(IndexSelector), list(Set<Int>), function, unreadable

        init(_ value: LuaValue?) {
            switch value {
            case nil, .nil?: self = .all
            case .string(let text)?:
                if case .success(let selector) = SelectorParser.parse(text) { self = .parsed(selector) } else { self = .unreadable }
            case .table(let table)?:
                self = .list(Set(table.array.compactMap { if case .integer(let n) = $0 { Int(n) } else { nil } }))
            case .function?: self = .function
            default: self = .unreadable
            }
        }

        /// True, false, or nil when a function decides.
        func matches(_ index: Int, count: Int) -> Bool? {
            switch self {
            case .all: true
            case .parsed(let selector): selector.matches(index, count: count)
            case .list(let indices): indices.contains(index)
            case .function: nil
            case .unreadable: false
            }
        }
    }

    private struct Rule {
        var use: String
        var number: Int
        var items: Selector
        var sections: Selector
        var attributes: [String]
    }

    private let rules: [Rule]

    init(uses: [PluginUse]) {
        var found: [Rule] = []
        for (index, use) in uses.enumerated() where use.name == "color_rules" {
            guard case .table(let options) = use.options, case .table(let list)? = options["rules"] else { continue }
            let place = use.line.map { "\(use.file):\($0)" } ?? use.file
            for (number, value) in list.array.enumerated() {
                guard case .table(let rule) = value else { continue }
                if case .string(let target)? = rule["target"], target != "cell" { continue }
                let attributes = rule.fields.compactMap { field -> String? in
                    guard case .string(let key) = field.key, !["target", "items", "sections"].contains(key) else { return nil }
                    return key
                }.sorted()
                found.append(Rule(use: "use \(index + 1), color_rules (\(place))", number: number + 1,
                                  items: Selector(rule["items"]), sections: Selector(rule["sections"]), attributes: attributes))
            }
        }
        rules = found
    }

    /// The rules that apply to cell `item` of `section`, later ones last (they win), each
    /// with the attributes it sets.
    func rules(section: Int, item: Int, itemCounts: [Int]) -> [String] {
        guard !rules.isEmpty, itemCounts.indices.contains(section) else { return [] }
        return rules.compactMap { rule in
            let inSection = rule.sections.matches(section, count: itemCounts.count)
            let atItem = rule.items.matches(item, count: itemCounts[section])
            guard inSection != false, atItem != false else { return nil }
            let decided = inSection == nil || atItem == nil ? " (if its function says so)" : ""
            return "\(rule.use), rule \(rule.number)\(decided): \(rule.attributes.joined(separator: ", "))"
        }
    }
}
