import Scenes

// Plugins for a layout configured in Swift: an app that builds its `FlowLayoutConfiguration`
// or `CompositionalLayoutConfiguration` in Swift and lays it out with LayoutCore still has
// the Lua plugins and the Swift plugins decorate it, with the checks, limits and cache of a
// scene's own layout (docs/embedding.md, "A layout configured in Swift").

extension SceneSession {
    /// Turns on Lua plugin `plugin` for the scene, as `use(plugin, options)` in a scene
    /// file, and lays the scene out again.
    /// - Parameters:
    ///   - plugin: the plugin's name (a file `NAME.lua` in the plugin folders).
    ///   - options: its options as a Lua table constructor (`{ color = "#FF0000" }`),
    ///     checked against the plugin's `M.options` as a scene's are.
    ///   - name: the chunk name errors cite (`name:1: ...`).
    /// - Returns: the new layout's outcome. A use that cannot start (no such plugin, an
    ///   option it refuses) is left out, and its `PluginError` is in the outcome's
    ///   `layoutErrors`, as a scene file's would be.
    /// - Throws: `SceneError` when `options` is not Lua or the layout fails; the scene
    ///   stays as it was.
    @discardableResult
    public func use(_ plugin: String, options: String = "{}", name: String = "use") throws(SceneError) -> LayoutOutcome {
        let before = context.recording
        do {
            _ = try context.run(source: "use(\(SceneWriter.quoted(plugin)), \(options))", chunk: name)
            return try relayout()
        } catch {
            context.recording = before
            throw error
        }
    }

    /// Decorates a layout computed in Swift (`FlowLayout.layout`, `CompositionalLayout.layout`)
    /// with the session's plugins: the Lua plugins of its scene's uses (`use(_:options:)`)
    /// and the Swift plugins `register(_:)` added. Their section, layout and follow hooks
    /// run as on the scene's own layout (the same checks, limits and section cache);
    /// placement (`M.place`) and reserving (`M.reserve`) plugins shape a layout the engine
    /// computes from a scene, so they take no part here. The session's own layout stays.
    /// - Returns: the decorated layout: query it with the outcome's `elements(in:)`, which
    ///   gives the errors each query met; `geometry` is `geometry`.
    public func decorate(_ geometry: LayoutGeometry) -> LayoutOutcome {
        let pass = host.pass(for: geometry, configuration: outcome.configuration)
        return LayoutOutcome(
            scene: scene, laidOutScene: scene, configuration: outcome.configuration, pass: pass, layoutErrors: [], layoutDuration: .zero, incremental: nil,
            interrupted: pass.interrupted, errorsBefore: [])
    }
}
