import LuaLayout

/// Which rules of the scene's `color_rules` uses styled a cell, for the preview's inspector
/// ("coloured by use 2, color_rules (Scenes/x.lua:12), rule 1: color"), read from what the
/// decoration pass recorded of the plugin's `out:style` calls (`StyleRecord`): the elements
/// each call selected, a function selector's picks as the host called it. color_rules makes
/// one call per rule, in order, in every section (Plugins/color_rules.lua), so call k is
/// rule k. Nothing is guessed from the options: a rule whose function selector skipped the
/// cell is not named, and a use whose hook failed in the cell's section (a failing
/// function) says so with the error.
struct ColorRuleTrace {
    private let uses: [PluginUse]
    private let snapshot: LayoutSnapshot
    /// The failures of color_rules hooks, by section.
    private let failures: [Int: [PluginError]]
    /// The records of each section asked for, kept: every cell of a section reads them.
    private var records: [Int: [StyleRecord]] = [:]

    init(uses: [PluginUse], snapshot: LayoutSnapshot, errors: [PluginError]) {
        self.uses = uses
        self.snapshot = snapshot
        failures = Dictionary(grouping: errors.filter { $0.plugin == "color_rules" && !$0.isWarning && $0.section != nil }) { $0.section ?? -1 }
    }

    /// The rules that styled cell `item` of `section` (of `itemCount`), in rule order, each
    /// with the attributes it set; then, for a use whose hook failed there, the failure.
    mutating func rules(section: Int, item: Int, itemCount: Int) -> [String] {
        let colorRules = uses.indices.filter { uses[$0].name == "color_rules" }
        guard !colorRules.isEmpty else { return [] }
        let calls = records[section] ?? snapshot.styleRecords(ofSection: section)
        records[section] = calls
        var named: [String] = []
        for use in colorRules {
            let u = uses[use]
            let name = "use \(use + 1), color_rules (\(u.line.map { "\(u.file):\($0)" } ?? u.file))"
            let mine = calls.filter { $0.use == use && $0.section == section }
            for call in mine where call.category == .cell && call.items.matches(item, count: itemCount) {
                named.append("\(name), rule \(call.call + 1): \(call.attributes.joined(separator: ", "))")
            }
            // A failed hook's calls are dropped with its output: no record, and the error.
            if mine.isEmpty, let failure = failures[section]?.first {
                // Its first line names the function (`opts.rules[2].items`) and its file:line.
                let said = failure.description.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? failure.message
                named.append("\(name): failed in section \(section), so none of its rules applied: \(said)")
            }
        }
        return named
    }
}
