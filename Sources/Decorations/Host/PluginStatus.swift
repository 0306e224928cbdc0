import LuaRuntime
import PluginContract

/// What `:plugins` shows of one loaded plugin. Its uses as Lua sees them (`useOptions`)
/// are the package's own; the embedding API gives them typed (LuaLayout's
/// `PluginStatus.uses`).
public struct PluginStatus: Sendable {
    public var name: String
    public var file: String
    public var generation: Int
    public var summary: String?
    /// Each `use` of it, as the scene wrote it, with its options merged over the plugin's
    /// defaults.
    package var useOptions: [(use: PluginUse, options: LuaTable)]
    public var lastError: PluginError?
}

/// How long the last pass took (`:time`).
public struct PassTiming: Sendable {
    /// Running plugin hooks (section hooks for the sections computed, and layout hooks).
    public var plugins: Duration
    /// Section hook calls made, and sections served from the cache.
    public var sectionsComputed: Int
    public var sectionsCached: Int
    /// Of the sections served from the cache, those whose section had moved along the
    /// scroll axis: their cached decorations were moved with it, no hook ran.
    public var sectionsMoved: Int = 0
}

extension PassTiming {
    public static let zero = PassTiming(plugins: .zero, sectionsComputed: 0, sectionsCached: 0)
}
