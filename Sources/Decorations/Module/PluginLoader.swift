import LayoutCore
import LuaRuntime
import OperatingSystem
import PluginContract
import Suggestions

/// Loads a plugin file into a new sandboxed state and checks the module's shape.
enum PluginLoader {
    static let hookNames = ["section", "layout", "place", "follow", "reserve", "visibleItems", "size"]
    static let moduleKeys = ["name", "api", "summary", "defaults", "types", "reach", "dependsOnPosition", "scroll", "appAttributes", "window"] + hookNames

    /// - Parameters:
    ///   - path: the file on disk.
    ///   - displayPath: how errors name it (`Plugins/x.lua`).
    /// - Throws: `PluginError` (phase `.load`) with file:line for Lua errors.
    static func load(name: String, path: String, displayPath: String, generation: Int, limits: PluginLimits, print: @escaping (String) -> Void) throws(PluginError) -> PluginModule {
        func fail(_ message: String, line: Int? = nil) -> PluginError {
            PluginError(plugin: name, phase: .load, file: displayPath, line: line, message: message)
        }
        let folder = PluginSearchPath.parent(of: path) ?? "."
        let prefix = PluginSearchPath.parent(of: displayPath) ?? "Plugins"
        let state: LuaState
        do {
            state = try LuaState(sandbox: LuaSandbox(
                requireFolders: [.init(directory: folder, chunkPrefix: prefix)], randomSeed: 1,
                print: { print("[\(name)] " + $0) }))
        } catch {
            throw fail(error.description)
        }
        state.limits = LuaLimits(instructions: limits.instructions, timeout: limits.time, memory: limits.memory)
        let bridge = PluginBridge(state: state)
        let module: LuaValue
        let prelude: Prelude
        do {
            prelude = try loadPrelude(state, bridge)
            let results = try state.executeFile(path, chunkName: "@" + displayPath)
            module = results.first ?? .nil
        } catch {
            throw PluginError(plugin: name, phase: .load, section: nil, lua: error, file: displayPath)
        }
        guard let table = module.table else {
            throw fail("the file must return the module table (return M), got \(module.typeName)", line: ModuleSourceLines(path: path).line(of: "return"))
        }
        let m = LuaValue.table(table)
        // A shape error names the line that set the key at fault (the module's `return` when
        // the key is missing), found in the file's text only then.
        let located = { (message: String, key: String) in fail(message, line: ModuleSourceLines(path: path).line(of: key)) }
        try checkShape(m, table, name: name, fail: located)
        let types = try optionTypes(m["types"], defaults: m["defaults"].table ?? LuaTable(), fail: located)
        let appAttributes = try appAttributes(m["appAttributes"], fail: located)
        // C32: M.visibleItems runs through the same proxies as a scene's handler.
        let visibleItemsWrapper = m["visibleItems"] != .nil ? VisibleItemsCall.makeWrapper(state) : nil
        return PluginModule(
            name: name, displayPath: displayPath, path: path, generation: generation, summary: m["summary"].string,
            state: state, bridge: bridge, sectionHook: functionRef(m["section"]), layoutHook: functionRef(m["layout"]),
            callSection: prelude.section, callLayout: prelude.layout, out: prelude.out, freeze: prelude.freeze,
            placement: PluginModule.Placement(hook: functionRef(m["place"]), prelude: prelude),
            following: PluginModule.Following(
                hook: functionRef(m["follow"]), reach: m["scroll"]["reach"], prelude: prelude,
                visibleItems: functionRef(m["visibleItems"]), wrapper: visibleItemsWrapper),
            reserveHook: functionRef(m["reserve"]), sizeHook: functionRef(m["size"]),
            defaults: m["defaults"].table ?? LuaTable(), types: types, reach: m["reach"],
            dependsOnPosition: m["dependsOnPosition"] == .boolean(true), window: m["window"] == .boolean(true), signature: fileSignature(path),
            warnings: strayFunctions(table).map {
                var warning = fail($0)
                warning.isWarning = true
                return warning
            }, appAttributes: appAttributes)
    }

    /// Checks name, api, defaults and hooks; unknown keys that look like misspelt hooks are
    /// errors (other keys are the plugin's own helpers and variants).
    static func checkShape(_ m: LuaValue, _ table: LuaTable, name: String, fail: (String, String) -> PluginError) throws(PluginError) {
        guard let declared = m["name"].string else { throw fail("the module needs name = \"\(name)\"", "return") }
        guard declared == name else {
            // A NUL (or another control byte) in the name is shown, not printed raw.
            let shown = declared.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
            throw fail("the module is named '\(shown)' but its file is \(name).lua; the two must match", "name")
        }
        guard let api = m["api"].integer else { throw fail("the module needs api = 1", m["api"] == .nil ? "return" : "api") }
        guard api == 1 else { throw fail("api = \(api) is not supported by this host (it speaks api = 1)", "api") }
        if m["defaults"] != .nil, m["defaults"].table == nil { throw fail("defaults must be a table, got \(m["defaults"].typeName)", "defaults") }
        if m["summary"] != .nil, m["summary"].string == nil { throw fail("summary must be a string", "summary") }
        for hook in hookNames where m[hook] != .nil {
            guard case .function = m[hook] else { throw fail("M.\(hook) must be a function, got \(m[hook].typeName)", hook) }
        }
        for field in table.fields {
            guard let key = field.key.string, !moduleKeys.contains(key) else { continue }
            if case .function = field.value, let near = NearestName.suggestion(for: key, among: hookNames) {
                throw fail("M.\(key) is not a hook (did you mean M.\(near)?)", key)
            }
        }
        guard hookNames.contains(where: { m[$0] != .nil }) else {
            throw fail("the module has no hook: define M.section(s, opts, out), M.layout(l, opts, out), M.place(box, opts, out), M.follow(view, s, opts, out), M.visibleItems(items, offset, environment, opts) or M.reserve(section, opts)", "return")
        }
        switch m["dependsOnPosition"] {
        case .nil, .boolean: break
        default: throw fail("dependsOnPosition must be a boolean, got \(m["dependsOnPosition"].typeName)", "dependsOnPosition")
        }
        switch m["window"] {
        case .nil: break
        case .boolean:
            guard m["section"] != .nil else {
                throw fail("M.window says M.section(s, opts, out) works by windows of lines, but the module has no M.section", "window")
            }
        default: throw fail("window must be a boolean (M.window = true: M.section works by windows of lines), got \(m["window"].typeName)", "window")
        }
        try checkScroll(m, fail: fail)
        switch m["reach"] {
        case .nil, .function: break
        case .integer, .number:
            guard let r = m["reach"].number, r >= 0, r.isFinite else { throw fail("reach must be a finite number ≥ 0", "reach") }
        default: throw fail("reach must be a number or a function(opts), got \(m["reach"].typeName)", "reach")
        }
    }

    /// `M.scroll = { reach = ... }`: a hint of how far `M.follow` moves elements outside their
    /// section (not a bound); a number ≥ 0 or a function(opts), and only beside `M.follow`.
    static func checkScroll(_ m: LuaValue, fail: (String, String) -> PluginError) throws(PluginError) {
        guard m["scroll"] != .nil else { return }
        guard let scroll = m["scroll"].table else { throw fail("M.scroll must be a table such as { reach = 200 }, got \(m["scroll"].typeName)", "scroll") }
        guard m["follow"] != .nil || m["visibleItems"] != .nil else {
            throw fail("M.scroll says how far M.follow(view, s, opts, out) or M.visibleItems moves elements, but the module has neither", "scroll")
        }
        for field in scroll.fields where field.key.string != "reach" {
            throw fail("M.scroll: unknown field \(field.key.string ?? "\(field.key)") (M.scroll has only reach)", "scroll")
        }
        switch m["scroll"]["reach"] {
        case .nil, .function: break
        case .integer, .number:
            guard let r = m["scroll"]["reach"].number, r >= 0, r.isFinite else { throw fail("M.scroll.reach must be a finite number ≥ 0", "scroll") }
        default: throw fail("M.scroll.reach must be a number or a function(opts), got \(m["scroll"]["reach"].typeName)", "scroll")
        }
    }

    /// Functions in the module table that no host calls (`M.getItemOffsets`, `M.didInsert`):
    /// probably hooks of another API, or a helper meant to be local. Misspelt hooks are
    /// errors (`checkShape`); these are warnings naming the nearest hook.
    static func strayFunctions(_ table: LuaTable) -> [String] {
        table.fields.compactMap { field -> (String, String)? in
            guard case .function = field.value, let key = field.key.string, !moduleKeys.contains(key) else { return nil }
            return (key, nearestHook(to: key))
        }
        .sorted { $0.0 < $1.0 }
        .map { "M.\($0.0) is a function but not a hook, so the host never calls it (the nearest hook is M.\($0.1)); make it local if it is a helper" }
    }

    /// The hook name closest to `name` (edit distance, ignoring case).
    static func nearestHook(to name: String) -> String {
        hookNames.min { editDistance(name.lowercased(), $0) < editDistance(name.lowercased(), $1) } ?? "section"
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where i <= a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...max(b.count, 1) where j <= b.count {
                let substitution = previous + (a[i - 1] == b[j - 1] ? 0 : 1)
                previous = row[j]
                row[j] = min(substitution, row[j] + 1, row[j - 1] + 1)
            }
        }
        return row[b.count]
    }

    static func optionTypes(_ value: LuaValue, defaults: LuaTable, fail: (String, String) -> PluginError) throws(PluginError) -> [String: OptionType] {
        var types: [String: OptionType] = [:]
        for field in defaults.fields {
            guard let key = field.key.string else { throw fail("defaults keys must be option names (strings)", "defaults") }
            types[key] = OptionType(default: field.value)
        }
        if !defaults.array.isEmpty { throw fail("defaults must map option names to values, not be a list", "defaults") }
        guard value != .nil else { return types }
        guard let declared = value.table else { throw fail("types must be a table, got \(value.typeName)", "types") }
        for field in declared.fields {
            guard let key = field.key.string, types[key] != nil else {
                throw fail("types names '\(field.key)', which has no default in M.defaults", "types")
            }
            guard let type = OptionType(declaration: field.value) else {
                throw fail("types.\(key): unknown type; use number, integer, string, boolean, table, color, colors, selector, insets, size, function, a list of strings or a range such as { \"number\", min = 0, max = 1 }", "types")
            }
            types[key] = type
        }
        return types
    }

    /// `M.appAttributes = { "accessibilityLabel", ... }`: attributes the plugin gives for an
    /// app to read, which no picture draws; they pass without the host's warning.
    static func appAttributes(_ value: LuaValue, fail: (String, String) -> PluginError) throws(PluginError) -> [String] {
        guard value != .nil else { return [] }
        guard let list = value.table, list.fields.isEmpty else {
            throw fail("M.appAttributes must be a list of attribute names, such as { \"accessibilityLabel\" }", "appAttributes")
        }
        let names = list.array.compactMap(\.string)
        guard names.count == list.array.count else {
            throw fail("M.appAttributes must be a list of attribute names (strings)", "appAttributes")
        }
        return names
    }

    static func functionRef(_ value: LuaValue) -> LuaRef? {
        if case .function(let ref) = value { return ref }
        return nil
    }

    /// What the prelude returns: its two hook callers, `out`, the function that makes
    /// read-only options, the placement hook's caller, `out` and buffers (lines, sizes; the
    /// placements are in C, `LuaState.pluginPlacements`), and the follow hook's caller,
    /// `out` and list of moves.
    struct Prelude {
        var section, layout, out, freeze: LuaRef
        var place, placer, marks, sizes: LuaRef
        var follow, mover, moves: LuaRef
    }

    /// Runs the prelude with the bridge's host functions and the geometry field codes.
    static func loadPrelude(_ state: LuaState, _ bridge: PluginBridge) throws(LuaError) -> Prelude {
        let base = state.top
        defer { state.setTop(base) }
        try state.load(string: PluginPrelude.source, chunkName: PluginPrelude.chunkName)
        let functions: [(String, (LuaCall) throws -> Int32)] = [
            ("field", { [unowned bridge] in try bridge.field($0) }),
            ("fill_lines", { [unowned bridge] in try bridge.fillLines($0) }),
            ("fill_items", { [unowned bridge] in try bridge.fillItems($0) }),
            ("matches", { [unowned bridge] in try bridge.matches($0) }),
            ("kind", { [unowned bridge] in try bridge.kind($0) }),
            ("kind_again", { [unowned bridge] in try bridge.kindAgain($0) }),
            ("add", { [unowned bridge] in try bridge.record($0) }),
            ("style", { [unowned bridge] in try bridge.style($0) }),
            ("style_again", { [unowned bridge] in try bridge.styleAgain($0) }),
            ("set", { [unowned bridge] in try bridge.set($0) }),
            ("one_of", { [unowned bridge] in try bridge.oneOf($0) }),
            ("count_matches", { [unowned bridge] in try bridge.countMatches($0) }),
        ]
        for (name, body) in functions { state.pushFunction(name, body) }
        state.push(PluginPrelude.fieldCodes)
        state.pushPluginPaths()
        try state.call(arguments: Int32(functions.count + 2), results: 11)
        let moves = state.popRef(), mover = state.popRef(), follow = state.popRef()
        let sizes = state.popRef(), marks = state.popRef(), placer = state.popRef(), place = state.popRef()
        let freeze = state.popRef(), out = state.popRef(), layout = state.popRef(), section = state.popRef()
        return Prelude(
            section: section, layout: layout, out: out, freeze: freeze,
            place: place, placer: placer, marks: marks, sizes: sizes,
            follow: follow, mover: mover, moves: moves)
    }

    /// The file's identity on disk: modification time, size and inode. Linux stamps files
    /// with a coarse clock (a few milliseconds), so an edit saved right after a load can
    /// keep the same time; editors that save by renaming change the inode, others the size.
    static func fileSignature(_ path: String) -> FileSignature {
        guard let status = FileStatus.of(path) else { return FileSignature(modified: 0, size: -1, inode: 0) }
        return FileSignature(
            modified: Double(status.modifiedSeconds) + Double(status.modifiedNanoseconds) / 1e9,
            size: status.size, inode: status.inode)
    }
}
