import Decorations
import LayoutCore
import LuaRuntime
import PluginContract

/// A plugin host with the one configuration a benchmark times it with (the host holds no
/// active uses: each layout takes its `PluginConfiguration`). A reload swaps the new
/// version's instances into it, as a session's next layout would.
final class ConfiguredHost {
    let host: PluginHost
    private(set) var configuration: PluginConfiguration

    /// A host on `searchPath` configured for `uses`; the problems of those that could not start.
    init(searchPath: PluginSearchPath, uses: [PluginUse]) {
        host = PluginHost(searchPath: searchPath, print: { _ in })
        configuration = host.configure(uses: uses, limits: PluginLimits(), sceneState: nil)
    }

    var problems: [PluginError] { configuration.problems }

    func register(_ plugin: NativePlugin) { host.register(plugin) }
    func invalidateCache() { host.invalidateCache() }

    func pass(for geometry: LayoutGeometry, eager: Bool = false) -> PluginPass {
        host.pass(for: geometry, configuration: configuration, eager: eager)
    }

    func snapshot(for geometry: LayoutGeometry, eager: Bool = false, previous: LayoutSnapshot? = nil) -> LayoutSnapshot {
        host.snapshot(for: geometry, configuration: configuration, eager: eager, previous: previous)
    }

    func placements() -> SectionPlacements? { host.placements(configuration) }

    func reload(_ name: String) {
        configuration = host.reload(name, in: configuration, sceneState: nil).configuration
    }
}
