import LayoutCore
import LuaRuntime
import PluginContract

extension SceneContext {
    /// Everything the scene functions have recorded so far (the view, the layout, the
    /// sections, the uses, the limits, and where each was said), as one value.
    ///
    /// The REPL takes one before each input and puts it back when the input is rejected
    /// (a Lua error, a key the layout refuses, a `use` whose plugin cannot run), so a
    /// rejected call changes nothing and the next input starts from the last good scene.
    /// Lua globals the input set are not part of it: they stay, as in `lua`.
    public struct Recording {
        fileprivate var file: String
        fileprivate var sources: [String: String]
        fileprivate var callSites: [String: LuaLocation]
        fileprivate var collectionView: CollectionViewMetrics
        fileprivate var flow: FlowLayoutConfiguration
        fileprivate var sections: SceneSections
        fileprivate var compositional: CompositionalSceneSpec?
        fileprivate var plugins: [PluginUse]
        fileprivate var pluginLimits: PluginLimits
        fileprivate var lastUpdate: SceneUpdate?
        fileprivate var updateCount: Int
        fileprivate var declaredLayout: LayoutDeclaration?

        /// The `use` calls recorded up to this point, in order.
        public var uses: [PluginUse] { plugins }
    }

    /// What the scene has said so far; setting it takes the context back to that point.
    public var recording: Recording {
        get {
            Recording(
                file: file, sources: sources, callSites: callSites, collectionView: collectionView, flow: flow,
                sections: sections, compositional: compositional, plugins: plugins,
                pluginLimits: pluginLimits, lastUpdate: lastUpdate, updateCount: updateCount,
                declaredLayout: declaredLayout)
        }
        set {
            file = newValue.file
            sources = newValue.sources
            callSites = newValue.callSites
            collectionView = newValue.collectionView
            flow = newValue.flow
            sections = newValue.sections
            compositional = newValue.compositional
            plugins = newValue.plugins
            pluginLimits = newValue.pluginLimits
            lastUpdate = newValue.lastUpdate
            updateCount = newValue.updateCount
            declaredLayout = newValue.declaredLayout
        }
    }

    /// The `use` calls recorded so far, in order.
    public var uses: [PluginUse] { plugins }

    /// Removes the recorded `use` calls at `indices` (`:unuse`).
    public func removeUses(at indices: some Sequence<Int>) {
        for index in Set(indices).sorted(by: >) where plugins.indices.contains(index) { plugins.remove(at: index) }
    }
}
