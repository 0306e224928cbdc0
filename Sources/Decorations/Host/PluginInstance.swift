import LuaRuntime
import Scenes

/// One `use(name, options)`: a loaded plugin with its merged options, pushed once into
/// the plugin's state for every hook call of the pass.
final class PluginInstance {
    let module: PluginModule
    let use: PluginUse
    let options: LuaTable
    let optionsRef: LuaRef
    /// How far its decorations may reach outside their section (M.reach).
    let reach: Double

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
        PluginOptions.push(.table(options), into: module.state, scene: scene)
        optionsRef = module.state.popRef()
        reach = try PluginInstance.reach(of: module, optionsRef: optionsRef)
    }

    deinit {
        module.state.release(optionsRef)
    }

    var identity: Identity {
        Identity(name: module.name, generation: module.generation, options: options, reach: reach)
    }

    /// `M.reach`, called with the options when it is a function.
    static func reach(of module: PluginModule, optionsRef: LuaRef) throws(PluginError) -> Double {
        switch module.reach {
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
                throw PluginError(plugin: module.name, phase: .options, file: module.displayPath, message: "M.reach(opts) must return a finite number ≥ 0")
            }
            return value
        default:
            return module.reach.number ?? 0
        }
    }
}
