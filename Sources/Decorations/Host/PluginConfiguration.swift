import PluginContract

/// The plugin uses one layout runs: an instance per scene `use` that could start, in the
/// scene's order, under the scene's limits, and the errors of the uses that could not.
///
/// A value: `PluginHost.configure` makes one from a scene's uses, every phase of a layout
/// takes it (`placements(_:)`, `reservations(_:)`, `pass(for:configuration:)`), and the
/// layout hands it back with its outcome. A layout that fails never replaces the one its
/// caller keeps, so nothing has to be switched back (the host holds no active uses).
public struct PluginConfiguration {
    /// One instance per use that started, in `use` order.
    let instances: [PluginInstance]
    /// The limits every hook of a layout with this configuration runs under.
    public let limits: PluginLimits
    /// The uses that could not start (an unknown plugin, an option it refuses) and the
    /// warnings of plugins loaded for it.
    public let problems: [PluginError]

    init(instances: [PluginInstance], limits: PluginLimits, problems: [PluginError]) {
        self.instances = instances
        self.limits = limits
        self.problems = problems
    }

    /// No plugin in use, under the default limits.
    public static var none: PluginConfiguration { PluginConfiguration(instances: [], limits: PluginLimits(), problems: []) }

    /// How many uses started.
    public var useCount: Int { instances.count }

    /// The uses that started, in `use` order: a decoration's use (`pluginUse`, as
    /// `LayoutSnapshot.decorationPluginUses` gives it) indexes this list.
    public var uses: [PluginUse] { instances.map(\.use) }

    /// The configuration with `instances` in place of this one's (a reload, a revert), the
    /// same limits, and no problems of its own.
    func replacing(_ instances: [PluginInstance]) -> PluginConfiguration {
        PluginConfiguration(instances: instances, limits: limits, problems: [])
    }
}
