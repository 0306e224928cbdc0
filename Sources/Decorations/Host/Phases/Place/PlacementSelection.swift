import LayoutCore
import LuaRuntime
import PluginContract

/// Which sections a `use` of a placement plugin (one with `M.place`) arranges, and with
/// which options: the host's `sections` option (docs/plugin-api.md, "Item placement").
///
/// - absent: every section, with the use's options;
/// - a selector string (`"1..3"`, `"even"`) or a list of 0-based section indices: those
///   sections, with the use's options;
/// - a table of 0-based section index to a table of options (`{ [0] = { columns = 3 },
///   [2] = {} }`): those sections only, each with its options set over the use's (and
///   checked like them).
struct PlacementSelection {
    /// The sections placed with the use's own options.
    var selector: IndexSelector?
    /// The sections placed with their own options, merged and read-only in the plugin's state.
    var perSection: [Int: (options: LuaTable, ref: LuaRef)] = [:]

    /// True when `key` is the host's `sections` option of a placement plugin (one that
    /// does not declare an option of that name itself).
    static func isHostOption(_ key: String, of module: PluginModule) -> Bool {
        key == "sections" && module.placement.hook != nil && module.types["sections"] == nil
    }

    /// The `sections` value a use gave, if any.
    static func given(_ use: PluginUse) -> LuaValue? {
        use.options.table?.fields.first(where: { $0.key.string == "sections" })?.value
    }

    /// Reads the `use`'s `sections` (nil when the module does not place items).
    static func read(
        _ use: PluginUse, module: PluginModule, options: LuaTable, scene: LuaState?
    ) throws(PluginError) -> PlacementSelection? {
        guard module.placement.hook != nil else { return nil }
        func fail(_ message: String) -> PluginError {
            PluginError(plugin: module.name, phase: .options, file: use.file, line: use.line, message: message)
        }
        let expected = "a selector string, a list of 0-based section indices, or a table of section index to options"
        guard module.types["sections"] == nil, let given = given(use) else {
            return PlacementSelection(selector: .all)
        }
        switch given {
        case .string(let text):
            switch SelectorParser.parse(text) {
            case .success(let selector): return PlacementSelection(selector: selector)
            case .failure(let error): throw fail("option 'sections': \(error.description)")
            }
        case .table(let table):
            var entries: [(Int, LuaValue)] = table.array.enumerated().map { ($0.offset + 1, $0.element) }
            for field in table.fields {
                guard let key = field.key.integer, key >= 0 else {
                    throw fail("option 'sections': keys are 0-based section indices, got \(field.key)")
                }
                entries.append((Int(key), field.value))
            }
            if entries.contains(where: { $0.1.table != nil }) {
                var selection = PlacementSelection(selector: nil)
                do throws(PluginError) {
                    for (section, value) in entries.sorted(by: { $0.0 < $1.0 }) {
                        guard let overrides = value.table else {
                            throw fail("option 'sections': section \(section) must be given a table of options, got \(value.typeName)")
                        }
                        let merged = try PluginOptions.overlay(
                            overrides, on: options, module: module, prefix: "sections[\(section)]: ",
                            fail: { fail("option " + $0) })
                        let ref = try PluginInstance.readOnly(merged, in: module, scene: scene, use: use)
                        selection.perSection[section] = (merged, ref)
                    }
                } catch {
                    // The options made before the bad one are released: no instance owns them.
                    for entry in selection.perSection.values { module.state.release(entry.ref) }
                    throw error
                }
                return selection
            }
            var indices = Set<Int>()
            for (_, value) in entries {
                guard let index = value.integer, index >= 0 else {
                    throw fail("option 'sections': \(expected); got a list holding \(value.typeName == "number" ? "a number that is not a section index" : value.typeName)")
                }
                indices.insert(Int(index))
            }
            return PlacementSelection(selector: .indices(indices))
        default:
            throw fail("option 'sections': \(expected), got \(given.typeName)")
        }
    }

    /// The options section `s` (of `count`) is placed with, or nil when this use does not
    /// place it.
    func options(forSection s: Int, count: Int, shared: LuaRef) -> LuaRef? {
        if let entry = perSection[s] { return entry.ref }
        if let selector, selector.matches(s, count: count) { return shared }
        return nil
    }

    /// The per-section options of section `s`, for the placement cache's key.
    func overrides(forSection s: Int) -> LuaTable? { perSection[s]?.options }
}
