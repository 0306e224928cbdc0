import LayoutCore
import Suggestions

/// One pass's warnings about attributes no picture draws (issue 38): an attribute a hook
/// gives that is neither drawn (`DrawnAttributes`) nor declared for an app
/// (`M.appAttributes`) is kept in the JSON and drawn by nothing, so a misspelt `colour` or
/// a `backgroundColor` is said once per pass, plugin and attribute, with the nearest drawn
/// name. Used by the decoration pass (`out:kind`, `out:style`, `out:set`) and the follow
/// pass (`out:move`'s attributes).
final class UndrawnAttributeWarnings {
    /// How many undrawn attributes of one hook call are named one by one; the rest share a line.
    static let byName = 3
    /// Those warned about in this pass, as `plugin\0key`.
    private var warned = Set<String>()
    /// Those found in the hook call being checked, with where each was given.
    private var found: [(key: String, whereGiven: String)] = []

    /// Key lists found all drawn or declared, with whose they were (a few, the latest
    /// first): a hook gives the same keys call after call (its kinds', its styles'), and
    /// comparing a few short strings costs less than hashing them, for every section a
    /// query decorates.
    private var knownKeyLists: [(module: ObjectIdentifier, keys: [String])] = []
    private static let knownKeyListLimit = 8

    /// Notes the attributes of `attributes` that `module` may not give unnoticed.
    func check(_ attributes: [String: AttributeValue], of module: PluginModule, given whereGiven: @autoclosure () -> String) {
        guard !attributes.isEmpty else { return }
        let id = ObjectIdentifier(module)
        for known in knownKeyLists where known.module == id && known.keys.count == attributes.count {
            if attributes.keys.elementsEqual(known.keys) { return }
        }
        var allKnown = true
        for key in attributes.keys where !module.knownAttributes.contains(key) {
            allKnown = false
            guard !warned.contains(module.name + "\u{0}" + key) else { continue }
            warned.insert(module.name + "\u{0}" + key)
            found.append((key, whereGiven()))
        }
        if allKnown {
            if knownKeyLists.count == Self.knownKeyListLimit { knownKeyLists.removeLast() }
            knownKeyLists.insert((id, Array(attributes.keys)), at: 0)
        }
    }

    /// The warnings of what `check` noted since the last call, for `module`'s hook of `phase`.
    func warnings(for module: PluginModule, phase: PluginError.Phase) -> [PluginError] {
        defer { found = [] }
        guard !found.isEmpty else { return [] }
        let names = module.knownAttributes.sorted()
        let drawn = DrawnAttributes.names.sorted().joined(separator: ", ")
        func warning(_ message: String) -> PluginError {
            var warning = PluginError(plugin: module.name, phase: phase, file: module.displayPath, message: message)
            warning.isWarning = true
            return warning
        }
        let sorted = found.sorted { $0.key < $1.key }
        var result = sorted.prefix(Self.byName).map { key, whereGiven in
            var message = "attribute '\(key)' (\(whereGiven)) is drawn by no picture"
            if let near = NearestName.suggestion(for: key, among: names) { message += " (did you mean '\(near)'?)" }
            return warning(message + "; the pictures draw \(drawn); declare it in M.appAttributes if an app reads it")
        }
        // A hook that gives thousands of such keys gets one more line, not thousands.
        let rest = sorted.dropFirst(Self.byName).map(\.key)
        if !rest.isEmpty {
            let shown = rest.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (rest.count > 5 ? ", ..." : "")
            result.append(warning(
                "\(rest.count) more attributes are drawn by no picture (\(shown)); declare them in M.appAttributes if an app reads them"))
        }
        return result
    }
}
