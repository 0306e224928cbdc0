import Decorations
import LayoutCore
import LuaRuntime
import OperatingSystem
import Rendering
import Scenes

/// A scene loaded and laid out: the context it ran in, the scene it described, the plugin
/// host decorating it, and the snapshot of its layout. The commands (`dump`, `show`,
/// `render`) and the REPL all go through one, and so does an app that embeds the engine
/// (docs/embedding.md).
public final class SceneSession {
    /// The sandboxed Lua state the scene ran in (the REPL evaluates its input here).
    public private(set) var context: SceneContext
    /// What the scene described: collection view, layout, plugin uses and limits.
    public private(set) var scene: Scene
    /// The decorated layout of the last pass; queries go through `elements(in:)`.
    public private(set) var snapshot: LayoutSnapshot
    /// The plugin host: loaded plugins, their options, Swift plugins, the section cache.
    public let host: PluginHost
    /// The last pass: its snapshot, its plugin errors and its timing.
    private var pass: PluginPass
    /// The scene's last update laid out (`lastUpdate()`), until the next layout.
    var cachedUpdateComparison: UpdateComparison?
    /// The last layout's scene and geometry, for an incremental layout after an update.
    private(set) var laidOut: PreviousLayout?
    /// Plugin errors of the last layout pass (its configuration and every section decorated
    /// so far), in the order they happened.
    public private(set) var passErrors: [PluginError] = []
    /// How long the last base layout took.
    public private(set) var layoutDuration: Duration = .zero
    /// How the last base layout obtained its sections when it was incremental (one update
    /// since the layout before): the sections it took as they were, placed again where they
    /// moved, and laid out. nil: laid out from scratch.
    public private(set) var lastIncrementalLayout: (reused: Int, shifted: Int, laidOut: Int)?

    /// Where the scene's `print` goes: stderr for the one-shot commands, whose stdout
    /// carries only the JSON; the REPL's own stream for the REPL.
    let scenePrint: (String) -> Void

    /// Loads a scene file and lays it out, once.
    /// - Parameters:
    ///   - file: the scene file; nil for an empty world (the REPL started without one).
    ///   - pluginFolders: folders given with `--plugins`, searched first.
    ///   - scenePrint: where the scene's `print` goes (stderr unless told).
    /// - Throws: `SceneError` located in the file.
    public init(
        file: String?, pluginFolders: [String] = [],
        scenePrint: @escaping (String) -> Void = { StandardStreams.err($0 + "\n") }
    ) throws(SceneError) {
        self.scenePrint = scenePrint
        host = PluginHost(searchPath: .standard(extra: pluginFolders), print: { StandardStreams.err($0 + "\n") })
        context = try SceneContext(print: scenePrint)
        if let file { try context.run(file: file) }
        var (duration, errors) = (Duration.zero, [PluginError]())
        var incremental: (reused: Int, shifted: Int, laidOut: Int)?
        let laidOutScene: Scene
        (scene, laidOutScene, pass) = try SceneSession.layOut(
            context, host: host, previous: nil, duration: &duration, errors: &errors, incremental: &incremental)
        snapshot = pass.snapshot
        (layoutDuration, passErrors) = (duration, errors)
        laidOut = PreviousLayout(scene: laidOutScene, snapshot: snapshot, context: context, updateCount: context.updateCount)
    }

    /// Recomputes the layout after the context changed (a REPL input, a reload).
    /// - Throws: `SceneError`; the previous layout stays in place.
    public func relayout() throws(SceneError) {
        let laidOutScene: Scene
        (scene, laidOutScene, pass) = try SceneSession.layOut(
            context, host: host, previous: laidOut, duration: &layoutDuration, errors: &passErrors,
            incremental: &lastIncrementalLayout)
        snapshot = pass.snapshot
        cachedUpdateComparison = nil
        laidOut = PreviousLayout(scene: laidOutScene, snapshot: snapshot, context: context, updateCount: context.updateCount)
    }

    /// The one way from a context to a decorated layout: the scene it describes, its
    /// geometry, the host configured for its uses, the pass. Nothing is kept on failure (a
    /// `SceneError`); `errors` gets the plugin errors of the configuration and the pass.
    /// Returns the scene as written, the scene as laid out (its sections' insets grown by
    /// the plugins' reservations, M.reserve: what the next incremental layout compares
    /// with) and the pass. The snapshot of `previous`, the one shown until now, lends the new
    /// one its index of the sections both layouts share.
    private static func layOut(
        _ context: SceneContext, host: PluginHost, previous: PreviousLayout?, duration: inout Duration,
        errors: inout [PluginError], incremental: inout (reused: Int, shifted: Int, laidOut: Int)?
    ) throws(SceneError) -> (Scene, Scene, PluginPass) {
        let newScene = try context.scene()
        // A layout that is not kept changes nothing: the host goes back to the uses of the
        // layout still shown, whose sections may still be decorated lazily.
        func keepPreviousUses() {
            guard let previous else { return }
            _ = host.configure(uses: previous.scene.plugins, limits: previous.scene.pluginLimits, sceneState: previous.context.lua)
        }
        // Plugins are configured first: those that place items (M.place) take part in the
        // base layout.
        let problems = host.configure(uses: newScene.plugins, limits: newScene.pluginLimits, sceneState: context.lua)
        var placements = host.placements()
        if case .compositional = newScene.layout { placements?.refuseCompositionalLayout() }
        let reservations = host.reservations()
        let start = ContinuousClock.now
        let update = updateSince(previous, in: context)
        let geometry: LayoutGeometry
        let laidOutScene: Scene
        do {
            let (scene, result) = try newScene.layOut(
                reserving: reservations,
                reserved: { scene throws(SceneError) in
                    try baseGeometry(of: scene, arranger: placements?.arranger, after: update, from: update == nil ? nil : previous)
                },
                plain: { scene throws(SceneError) in
                    // From scratch, with placements of its own: the failed attempt's errors
                    // are not reported twice.
                    placements = host.placements()
                    return (try scene.geometry(arranger: placements?.arranger), nil)
                })
            laidOutScene = scene
            geometry = result.geometry
            incremental = result.incremental.map { ($0.reusedCount, $0.shiftedCount, $0.laidOutSections.count) }
        } catch {
            keepPreviousUses()
            throw error
        }
        duration = ContinuousClock.now - start
        let pass = host.pass(for: geometry, previous: previous?.snapshot, visibleItems: laidOutScene.visibleItemsHandlers)
        // Ctrl-C (the REPL's) stopped the hooks of this layout at their first line: what
        // they placed, reserved and decorated is not the scene's, so none of it is kept.
        if LuaState.sigintPending {
            keepPreviousUses()
            throw SceneError(file: newScene.file, line: nil, message: "interrupted! (Ctrl-C): nothing of this layout is kept")
        }
        errors = problems + (reservations?.errors ?? []) + (placements?.errors ?? []) + pass.errors
        return (newScene, laidOutScene, pass)
    }

    /// The base layout of `scene`: the one place where a layout is computed. After one
    /// update of the data laid out last, only the sections the update touched are laid out
    /// again (`IncrementalLayout`; the others are reused, or placed again where they moved);
    /// the result equals a layout from scratch, element for element (`IncrementalLayout`'s
    /// property tests, and `SceneUpdatePropertyTests` through this session).
    /// - Parameters:
    ///   - arranger: the placement plugins' arrangement (M.place). Their sections are laid
    ///     out in Lua, which the incremental layout cannot compare, so a scene that has any is
    ///     laid out from scratch.
    ///   - update: the update that took the data of `previous` to `scene`'s (one update,
    ///     in the same context); nil when there is none, or when more changed between the
    ///     two layouts than one update (two updates, a reload, another scene).
    ///   - previous: the layout before it, when `update` is given. The same input may also
    ///     have changed the rest of the scene (`flow { }` typed with `update { }`): the
    ///     incremental layout compares every section's input, the configuration and the
    ///     collection view, and lays out again whatever differs.
    private static func baseGeometry(
        of scene: Scene, arranger: SectionArranger?, after update: SceneUpdate?, from previous: PreviousLayout?
    ) throws(SceneError) -> (geometry: LayoutGeometry, incremental: IncrementalLayout.Result?) {
        guard let update, let previous, arranger == nil,
            let result = try incrementalLayout(of: scene, after: update, from: previous)
        else { return (try scene.geometry(arranger: arranger), nil) }
        return (result.geometry, result)
    }

    /// `IncrementalLayout` from `previous` to `scene`, or nil when the layout changed kind.
    private static func incrementalLayout(
        of scene: Scene, after update: SceneUpdate, from previous: PreviousLayout
    ) throws(SceneError) -> IncrementalLayout.Result? {
        do throws(LayoutError) {
            switch (previous.scene.layout, scene.layout) {
            case let (.flow(oldConfiguration, oldSections), .flow(configuration, sections)):
                return try IncrementalLayout.flow(
                    previous: FlowLayoutInput(
                        configuration: oldConfiguration, sections: oldSections, collectionView: previous.scene.collectionView),
                    previousGeometry: previous.geometry,
                    next: FlowLayoutInput(configuration: configuration, sections: sections, collectionView: scene.collectionView),
                    mapping: update.mapping)
            case let (.compositional(oldConfiguration, oldSections, oldCounts), .compositional(configuration, sections, counts)):
                return try IncrementalLayout.compositional(
                    previous: CompositionalLayoutInput(
                        configuration: oldConfiguration, sections: oldSections, itemCounts: oldCounts,
                        collectionView: previous.scene.collectionView),
                    previousGeometry: previous.geometry,
                    next: CompositionalLayoutInput(
                        configuration: configuration, sections: sections, itemCounts: counts, collectionView: scene.collectionView),
                    mapping: update.mapping)
            default:
                return nil
            }
        } catch {
            throw scene.locate(error)
        }
    }

    /// The context's last update, when it is the one change of data since `previous` was
    /// laid out: made in the same context, and the only update made since.
    static func updateSince(_ previous: PreviousLayout?, in context: SceneContext) -> SceneUpdate? {
        guard let previous, previous.context === context, let last = context.lastUpdate,
            last.number == context.updateCount, context.updateCount == previous.updateCount + 1
        else { return nil }
        return last
    }

    /// What the session's last layout was made from.
    struct PreviousLayout {
        var scene: Scene
        /// The snapshot shown: its geometry is what an incremental layout starts from, and
        /// its index lends the next snapshot the sections both share.
        var snapshot: LayoutSnapshot
        var geometry: LayoutGeometry { snapshot.geometry }
        /// The context it was laid out from (held: an identifier could be reused by the next
        /// context), and how many updates that context had made.
        var context: SceneContext
        var updateCount: Int
    }

    /// Runs a whole scene file again in a fresh context (`:load`, `:reset`).
    /// - Parameter file: the scene file; nil for an empty world.
    /// - Throws: `SceneError`; the previous scene and layout stay in place.
    public func load(file: String?) throws(SceneError) {
        let fresh = try SceneContext(print: scenePrint)
        if let file { try fresh.run(file: file) }
        try replaceContext(with: fresh)
    }

    /// Loads `file` again, as `load(file:)` does, but keeps the scene shown when the new
    /// version has a `use` that cannot start and the shown one did not have that problem
    /// (an unknown plugin, an option it refuses): a typo in the file must not take away a
    /// plugin that worked, as a typed `use` with the same typo would not.
    /// - Returns: the errors of the uses that could not start; empty when it loaded.
    /// - Throws: `SceneError`; the previous scene and layout stay in place.
    public func reload(file: String) throws(SceneError) -> [PluginError] {
        let fresh = try SceneContext(print: scenePrint)
        try fresh.run(file: file)
        let (old, oldErrors) = (context, passErrors)
        try replaceContext(with: fresh)
        let refused = passErrors.filter { error in
            (error.phase == .load || error.phase == .options)
                && !oldErrors.contains { $0.plugin == error.plugin && $0.phase == error.phase && $0.message == error.message }
        }
        guard !refused.isEmpty else { return [] }
        context = old
        try relayout()
        return refused
    }

    /// Replaces the scene with one written as Lua text in Swift, in a fresh context (the
    /// same functions as a scene file: `collection`, `flow`, `compositional`, `sections`,
    /// `use`, `limits`, `update`).
    /// - Parameters:
    ///   - source: the scene's text.
    ///   - name: the chunk name errors cite (`name:LINE: ...`).
    /// - Throws: `SceneError`; the previous scene and layout stay in place.
    public func load(source: String, name: String) throws(SceneError) {
        let fresh = try SceneContext(print: scenePrint)
        _ = try fresh.run(source: source, chunk: name)
        try replaceContext(with: fresh)
    }

    private func replaceContext(with fresh: SceneContext) throws(SceneError) {
        let old = context
        context = fresh
        do {
            try relayout()
        } catch {
            context = old
            throw error
        }
    }

    /// The elements in `rect`, or every element, in query order; plugin errors met while
    /// computing them are added to `passErrors`.
    public func elements(in rect: Rect?) -> [LayoutAttributes] {
        let before = pass.errors.count
        let result = rect.map(snapshot.elements(in:)) ?? snapshot.allElements()
        passErrors += pass.errors.dropFirst(before)
        return result
    }

    /// Adds plugin errors met outside the session's own pass (the layout before an update).
    func appendPassErrors(_ errors: [PluginError]) {
        for error in errors where !passErrors.contains(error) { passErrors.append(error) }
    }

    /// The layout's content size (the collection view's `contentSize`).
    public var contentSize: Size { snapshot.contentSize }

    /// The elements in `rect` (every element if nil) as the JSON document `lualayout dump`
    /// prints (docs/json.md).
    public func json(in rect: Rect?) -> String {
        JSONWriter.document(
            contentSize: contentSize, orthogonalSections: snapshot.geometry.orthogonalSections, elements: elements(in: rect))
    }

    /// The layout's warnings, as UIKit would log them.
    public var warnings: [String] { snapshot.geometry.warnings }

    // MARK: Plugins

    /// Hot-reloads one plugin or all (each new version is checked on the host's fixture
    /// before it replaces the old one), then lays the scene out again.
    /// - Returns: per plugin, its new generation or the error that kept the old one; and
    ///   the scene's error if the layout failed.
    /// - Parameter keepReplaced: keep the replaced versions for `revert(plugin:)` until
    ///   `accept(plugin:)` (the REPL checks the new version on the visible sections first).
    public func reload(
        plugin: String?, keepReplaced: Bool = false
    ) -> (results: [(plugin: String, result: Result<Int, PluginError>)], layoutError: SceneError?) {
        let results = host.reload(plugin, sceneState: context.lua, keepReplaced: keepReplaced)
        do {
            try relayout()
            return (results, nil)
        } catch {
            return (results, error)
        }
    }

    /// Puts back the version `plugin` ran before its last reload and lays the scene out
    /// again with it (a new version that fails where the user looks).
    /// - Returns: the generation running again, or nil if there was none to go back to.
    @discardableResult
    public func revert(plugin: String) -> Int? {
        guard let generation = host.revert(plugin) else { return nil }
        try? relayout()
        return generation
    }

    /// Adds a plugin written in Swift, which decorates every section of every following
    /// pass like a Lua plugin (same checks, same cache), then lays the scene out again.
    /// - Throws: `SceneError` if the layout failed.
    public func register(_ plugin: NativePlugin) throws(SceneError) {
        host.register(plugin)
        try relayout()
    }

    /// The loaded plugins, with the options of each use.
    /// Accepts the new version of `plugin` from a reload with `keepReplaced`: the version it
    /// replaced is released.
    public func accept(plugin: String) {
        host.forgetReplaced(plugin)
    }

    public var pluginStatus: [PluginStatus] { host.status }
    /// Recent plugin errors, oldest first.
    public var errors: [PluginError] { host.errors }
    /// Every plugin name in the search path's folders, sorted.
    public var pluginNames: [String] { host.availablePluginNames }
    /// The option names of plugin `plugin` (loading it if needed), for completion.
    public func optionNames(plugin: String) -> [String] { host.optionNames(plugin: plugin) }
    /// How long the last layout and plugin pass took.
    public var lastTiming: (layout: Duration, plugins: Duration, sectionsComputed: Int, sectionsCached: Int) {
        let timing = pass.timing
        return (layoutDuration, timing.plugins, timing.sectionsComputed, timing.sectionsCached)
    }
}
