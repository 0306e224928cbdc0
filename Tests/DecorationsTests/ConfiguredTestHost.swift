import Decorations
import LayoutCore
import LuaRuntime
import PluginContract

/// A plugin host with the one configuration a host-level test lays out with (the host
/// holds no active uses: each pass takes its `PluginConfiguration`).
final class ConfiguredTestHost {
    let host: PluginHost
    let configuration: PluginConfiguration

    init(searchPath: PluginSearchPath, uses: [PluginUse], print: @escaping (String) -> Void = { _ in }) {
        host = PluginHost(searchPath: searchPath, print: print)
        configuration = host.configure(uses: uses, limits: PluginLimits(), sceneState: nil)
    }

    var problems: [PluginError] { configuration.problems }

    func invalidateCache() { host.invalidateCache() }

    func pass(for geometry: LayoutGeometry, eager: Bool = false, previous: LayoutSnapshot? = nil) -> PluginPass {
        host.pass(for: geometry, configuration: configuration, eager: eager, previous: previous)
    }

    func snapshot(for geometry: LayoutGeometry, eager: Bool = false, previous: LayoutSnapshot? = nil) -> LayoutSnapshot {
        pass(for: geometry, eager: eager, previous: previous).snapshot
    }
}
