import LuaRuntime
import PluginContract

/// One `use(name, options)`: a loaded plugin with its merged options, pushed once into
/// the plugin's state for every hook call of the pass.
final class PluginInstance {
    let module: PluginModule
    let use: PluginUse
    let options: LuaTable
    let optionsRef: LuaRef
    /// A hint of how far its decorations reach outside their section (M.reach).
    let reach: Double
    /// A hint of how far `M.follow` moves elements outside their section (M.scroll.reach).
    let followReach: Double
    /// For a plugin that places items (`M.place`): the sections this use places.
    let placement: PlacementSelection?

    /// What makes two instances produce the same output: part of the section cache key.
    struct Identity: Equatable {
        var name: String
        var generation: Int
        var options: LuaTable
        var reach: Double
    }

    init(module: PluginModule, use: PluginUse, options: LuaTable, scene: LuaState?) throws(PluginError) {
        self.module = module
        self.use = use
        self.options = options
        optionsRef = try PluginInstance.readOnly(options, in: module, scene: scene, use: use)
        reach = try PluginInstance.reach(of: module, optionsRef: optionsRef)
        followReach = try PluginInstance.reach(of: module, value: module.following.reach, name: "M.scroll.reach", optionsRef: optionsRef)
        placement = try PlacementSelection.read(use, module: module, options: options, scene: scene)
    }

    deinit {
        module.state.release(optionsRef)
        if let placement { for entry in placement.perSection.values { module.state.release(entry.ref) } }
    }

    var identity: Identity {
        Identity(name: module.name, generation: module.generation, options: options, reach: reach)
    }

    /// The options as the plugin sees them: read-only (the prelude's `freeze`), since every
    /// hook call of every pass shares them.
    static func readOnly(_ options: LuaTable, in module: PluginModule, scene: LuaState?, use: PluginUse) throws(PluginError) -> LuaRef {
        let state = module.state
        let base = state.top
        defer { state.setTop(base) }
        state.push(module.freeze)
        PluginOptions.push(.table(options), into: state, scene: scene, bridge: module.bridge)
        state.push(string: "opts")
        do {
            try state.call(arguments: 2, results: 1)
        } catch {
            throw PluginError(plugin: module.name, phase: .options, file: use.file, line: use.line, message: error.message)
        }
        return state.popRef()
    }

    /// `M.reach`, called with the options when it is a function.
    static func reach(of module: PluginModule, optionsRef: LuaRef) throws(PluginError) -> Double {
        try reach(of: module, value: module.reach, name: "M.reach", optionsRef: optionsRef)
    }

    /// A reach (`M.reach`, `M.scroll.reach`): `value`, called with the options when it is a function.
    static func reach(of module: PluginModule, value: LuaValue, name: String, optionsRef: LuaRef) throws(PluginError) -> Double {
        switch value {
        case .function(let ref):
            let state = module.state
            let base = state.top
            defer { state.setTop(base) }
            state.push(ref)
            state.push(optionsRef)
            do {
                try state.call(arguments: 1, results: 1)
            } catch {
                throw PluginError(plugin: module.name, phase: .options, section: nil, lua: error, file: module.displayPath)
            }
            guard let value = state.toNumber(at: -1), value >= 0, value.isFinite else {
                throw PluginError(plugin: module.name, phase: .options, file: module.displayPath, message: "\(name)(opts) must return a finite number ≥ 0")
            }
            return value
        default:
            return value.number ?? 0
        }
    }
}

extension PluginUse {
    /// `use("name") at scene.lua:12`, for errors that name a use.
    static func describe(_ use: PluginUse) -> String {
        "use(\"\(use.name)\") at \(use.file)" + (use.line.map { ":\($0)" } ?? "")
    }
}
