import LayoutCore
import LuaRuntime

/// A loaded scene: the collection view, the layout and its sections, and the plugins it
/// turns on. A value: the REPL takes a new one after every input.
public struct Scene: Sendable {
    /// The scene file as named by the user (`Scenes/demo.lua`), or `repl`.
    public var file: String
    /// Source text per chunk (the file, REPL inputs), to point errors at lines.
    public var sources: [String: String]
    public var collectionView: CollectionViewMetrics
    public var layout: SceneLayout
    public var plugins: [PluginUse]
    /// Limits for each plugin hook call (`limits { ... }`).
    public var pluginLimits: PluginLimits
    /// Where each scene function was last called, to point errors at.
    public var callSites: [String: LuaLocation]
    /// How the scene gave its layout, which names the fields of a `LayoutError` (a scene
    /// built in Swift has one spec per compositional section, as if listed).
    var keys: SceneKeys.Layout

    public init(
        file: String, sources: [String: String], collectionView: CollectionViewMetrics, layout: SceneLayout,
        plugins: [PluginUse], pluginLimits: PluginLimits, callSites: [String: LuaLocation]
    ) {
        self.file = file
        self.sources = sources
        self.collectionView = collectionView
        self.layout = layout
        self.plugins = plugins
        self.pluginLimits = pluginLimits
        self.callSites = callSites
        switch layout {
        case .flow: keys = .flow
        case .compositional: keys = .compositional(.list)
        }
    }

    /// Computes the base layout.
    /// - Throws: `SceneError` at the line of the key the layout rejected.
    public func geometry() throws(SceneError) -> LayoutGeometry {
        do {
            switch layout {
            case let .flow(configuration, sections):
                return try FlowLayout.layout(configuration: configuration, sections: sections, collectionView: collectionView)
            case let .compositional(configuration, sections, counts):
                return try CompositionalLayout.layout(
                    configuration: configuration, sections: sections, itemCounts: counts, collectionView: collectionView)
            }
        } catch {
            throw locate(error)
        }
    }

    /// A `SceneError` for a layout error: its field named as the scene wrote it
    /// (`SceneKeys`), at the line it was written on.
    public func locate(_ error: LayoutError) -> SceneError {
        let key = SceneKeys.key(for: error.path, in: keys)
        return SceneKeyLocator(file: file, sources: sources, callSites: callSites)
            .locate(SceneKeyError(key: key, error.message), fallback: layout.functionName)
    }
}

/// The base layout a scene asked for, with its sections.
public enum SceneLayout: Sendable {
    case flow(FlowLayoutConfiguration, [FlowSection])
    /// The configuration, one section spec per section (nil: the provider returned
    /// nothing), and the item counts.
    case compositional(CompositionalLayoutConfiguration, [CompositionalSection?], [Int])

    /// The scene function that configures it.
    public var functionName: String {
        switch self {
        case .flow: "flow"
        case .compositional: "compositional"
        }
    }

    public var itemCounts: [Int] {
        switch self {
        case .flow(_, let sections): sections.map(\.itemCount)
        case .compositional(_, _, let counts): counts
        }
    }
}

/// One `use(name, options)` of a scene.
public struct PluginUse: Sendable, Equatable {
    public var name: String
    /// The options table as written (merged over the plugin's defaults by the host).
    public var options: LuaValue
    /// Where the `use` was written.
    public var file: String
    public var line: Int?

    public init(name: String, options: LuaValue, file: String, line: Int?) {
        self.name = name
        self.options = options
        self.file = file
        self.line = line
    }
}

/// Limits for each plugin hook call, settable per scene with `limits { ... }`.
public struct PluginLimits: Sendable, Equatable {
    /// Lua VM instructions per hook call, or nil for none (the default). A count hook is
    /// deterministic but makes every Lua instruction about twice as slow (`lualayout
    /// bench`), so plugins are bounded by `time` unless a scene asks for a budget.
    public var instructions: Int?
    /// Wall time per hook call (a watchdog: no cost until it fires).
    public var time: Duration
    /// Bytes of Lua memory per plugin state.
    public var memory: Int
    /// How far, in points, decorations may reach outside their section (added to each
    /// plugin's own `reach`).
    public var reach: Double

    public init(instructions: Int? = nil, time: Duration = .milliseconds(250), memory: Int = 32 << 20, reach: Double = 0) {
        self.instructions = instructions
        self.time = time
        self.memory = memory
        self.reach = reach
    }
}
