import LuaRuntime
import PluginContract
import Suggestions

/// Merges a scene's options over a plugin's defaults and checks them, as Neovim plugins
/// validate their `setup` tables: an unknown option or a value of the wrong type is an
/// error naming the plugin, the option and the `use` line.
enum PluginOptions {
    static func merge(_ use: PluginUse, into module: PluginModule) throws(PluginError) -> LuaTable {
        func fail(_ message: String) -> PluginError {
            PluginError(plugin: module.name, phase: .options, file: use.file, line: use.line, message: message)
        }
        guard let given = use.options.table else { throw fail("options must be a table, got \(use.options.typeName)") }
        if !given.array.isEmpty { throw fail("options must be named (option = value), got \(given.array.count) positional values") }
        return try overlay(given, on: module.defaults, module: module, fail: fail)
    }

    /// `base` with the options of `given` set over it, each checked against the module's
    /// option types. A placement plugin's `sections` belongs to the host
    /// (`PlacementSelection`), not to the options.
    static func overlay(
        _ given: LuaTable, on base: LuaTable, module: PluginModule, prefix: String = "", fail: (String) -> PluginError
    ) throws(PluginError) -> LuaTable {
        let allowed = module.defaults.fields.compactMap(\.key.string)
        var merged = base
        for field in given.fields {
            guard let key = field.key.string else { throw fail("option names must be strings, got a \(field.key.typeName)") }
            if prefix.isEmpty, PlacementSelection.isHostOption(key, of: module) { continue }
            guard let type = module.types[key] else {
                throw fail(prefix + NearestName.unknownMessage("option", key, allowed: allowed))
            }
            if let problem = type.mismatch(field.value) {
                throw fail("\(prefix)option '\(key)': \(problem)")
            }
            merged.set(key, field.value)
        }
        return merged
    }

    /// Pushes the merged options into the plugin's state. Functions from the scene (a
    /// selector written in the scene file) live in the scene's state: they become host
    /// functions here that call across, passing plain values, under the limits of the hook
    /// that calls them (`bridge`). [-0, +1]
    static func push(_ value: LuaValue, into state: LuaState, scene: LuaState?, bridge: PluginBridge, path: String = "opts") {
        switch value {
        case .table(let table):
            state.createTable(narr: Int32(table.array.count), nrec: Int32(table.fields.count))
            for (i, entry) in table.array.enumerated() {
                push(entry, into: state, scene: scene, bridge: bridge, path: "\(path)[\(i + 1)]")
                state.rawSet(index: Int64(i + 1), in: -2)
            }
            for field in table.fields {
                push(field.key, into: state, scene: scene, bridge: bridge)
                push(field.value, into: state, scene: scene, bridge: bridge, path: path + (field.key.string.map { ".\($0)" } ?? "[\(field.key)]"))
                state.rawSetPair(in: -3)
            }
        case .function(let ref):
            guard let scene else {
                state.pushNil()
                return
            }
            // The scene strongly (the plugin may outlive the session; the scene state holds
            // nothing of ours), the bridge weakly (the state holds this function).
            state.pushFunction("scene function") { [weak bridge] call in
                try callAcross(ref, in: scene, from: call, limits: bridge?.limitsForSceneCall(scene: scene), path: path)
            }
        default:
            state.push(value)
        }
    }

    /// Calls a scene function from a plugin: arguments and results are copied as plain
    /// values (functions do not cross). It runs within the calling hook's limits: a scene
    /// function that loops stops when the hook's time is up, not a second later.
    static func callAcross(_ ref: LuaRef, in scene: LuaState, from call: LuaCall, limits: LuaLimits?, path: String) throws -> Int32 {
        var arguments: [LuaValue] = []
        for i in 1...max(call.argumentCount, 1) where i <= call.argumentCount {
            arguments.append(try call.value(i, options: LuaReadOptions(referenceFunctions: false, failOnCycles: false)))
        }
        let base = scene.top
        defer { scene.setTop(base) }
        scene.push(ref)
        for argument in arguments { scene.push(argument) }
        do {
            if let limits {
                try scene.withLimits(limits) { () throws(LuaError) in try scene.call(arguments: Int32(arguments.count), results: 1) }
            } else {
                try scene.call(arguments: Int32(arguments.count), results: 1)
            }
        } catch {
            let place = error.location.map { " at \($0)" } ?? ""
            switch error.kind {
            case .timeout: throw LuaError.runtime("\(path), a function of the scene, exceeded the hook's time limit\(place); does it loop forever?")
            case .instructionBudget: throw LuaError.runtime("\(path), a function of the scene, exceeded the hook's instruction budget\(place); does it loop forever?")
            case .memory: throw LuaError.runtime("\(path), a function of the scene, exceeded the scene's memory limit")
            default: throw LuaError.runtime("\(path), a function of the scene, failed: \(error.description)")
            }
        }
        let result = try scene.value(at: -1, options: LuaReadOptions(referenceFunctions: false, failOnCycles: false))
        call.state.push(result)
        return 1
    }
}

extension LuaTable {
    /// Sets a named field, replacing any value it had.
    mutating func set(_ name: String, _ value: LuaValue) {
        var pairs = fields.map { ($0.key, $0.value) }.filter { $0.0 != .string(name) }
        pairs.append((.string(name), value))
        self = LuaTable(array: array, fields: pairs)
    }
}
