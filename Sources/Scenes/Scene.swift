import LayoutCore
import LuaRuntime
import PluginContract

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
    /// The context a compositional scene's custom groups call into (their `items`
    /// functions run when the layout solves them), held as long as the scene is: a scene
    /// can be laid out after the code that took it let its context go.
    var context: ContextReference?
    /// The scene's sizing hook (`compositional { sizing = ... }`, C39); nil when none.
    public var sizing: SceneSizing?
    /// Per section, each item's `itemData` (nil for a section that gave none), which a
    /// sizing hook reads (C39).
    public var itemData: [[LuaValue]?] = []
    /// A list scene's configuration (C38), whose sections a sizing hook's header and
    /// footer heights rebuild (C39); nil for other scenes.
    public var listConfiguration: ListConfiguration?
    /// Per section, the boundary items' fitted sizes the scene gave as data
    /// (`supplementarySizes`), which win over a sizing hook's.
    public var supplementarySizes: [[String: Size]] = []

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
    /// - Parameter arranger: places the items of the sections it answers for (plugins'
    ///   `M.place`, arrangements checked by the host); flow layouts only: a compositional
    ///   layout arranges its own groups.
    public func geometry(arranger: CheckedSectionArranger? = nil) throws(SceneError) -> LayoutGeometry {
        do {
            switch layout {
            case let .flow(configuration, sections):
                return try FlowLayout.layout(
                    configuration: configuration, sections: sections, collectionView: collectionView, checkedArranger: arranger)
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

/// A strong reference to the context a scene's custom groups call into. `@unchecked
/// Sendable` as `CustomGroupItems` is: a scene and its Lua state are used on one thread.
struct ContextReference: @unchecked Sendable {
    let object: AnyObject
}
