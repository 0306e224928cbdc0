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
    /// The sandboxed Lua state the scene ran in (the REPL evaluates its input here). The
    /// package's own (`package`): an embedder changes the scene through the session's calls.
    package private(set) var context: SceneContext
    /// What the scene described: collection view, layout, plugin uses and limits.
    package var scene: Scene { outcome.scene }
    /// The decorated layout of the last pass; queries go through `elements(in:)`.
    public var snapshot: LayoutSnapshot { outcome.snapshot }
    /// The plugin host: loaded plugins, their options, Swift plugins, the section cache.
    package let host: PluginHost
    /// The last layout, as the pipeline made it (`LayoutPipeline.run`).
    public private(set) var outcome: LayoutOutcome
    /// The scene's last update laid out (`lastUpdate()`), until the next layout.
    var cachedUpdateComparison: UpdateComparison?
    /// The context the last layout was made from (held: an identifier could be reused by
    /// the next context), and how many updates it had made.
    private(set) var laidOut: (context: SceneContext, updateCount: Int)
    /// Plugin errors of the last layout (its configuration, reservations, placements and
    /// every section decorated so far), in the order they happened.
    public private(set) var passErrors: [PluginError] = []
    /// How many layouts the session has made, its first included: it tells one layout
    /// from the next (the REPL says each layout's errors once).
    package private(set) var layoutsMade = 1
    /// How long the last base layout took.
    public var layoutDuration: Duration { outcome.layoutDuration }
    /// How the last base layout obtained its sections when it was incremental (one update
    /// since the layout before): the sections it took as they were, placed again where they
    /// moved, and laid out. nil: laid out from scratch.
    public var lastIncrementalLayout: (reused: Int, shifted: Int, laidOut: Int)? {
        outcome.incremental.map { ($0.reused, $0.shifted, $0.laidOut) }
    }

    /// Where the scene's `print` goes: stderr for the one-shot commands, whose stdout
    /// carries only the JSON; the REPL's own stream for the REPL.
    let scenePrint: (String) -> Void

    /// Loads a scene file and lays it out, once.
    /// - Parameters:
    ///   - file: the scene file; nil for an empty world (the REPL started without one).
    ///   - pluginFolders: folders given with `--plugins`, searched first.
    ///   - scenePrint: where the scene's `print` goes (stderr unless told).
    ///   - regularFileOnly: refuse a scene file that is a pipe or a device, without
    ///     blocking on it (`lualayout serve`, whose file may be swapped for anything).
    /// - Throws: `SceneError` located in the file.
    public init(
        file: String?, pluginFolders: [String] = [],
        scenePrint: @escaping (String) -> Void = { StandardStreams.err($0 + "\n") }, regularFileOnly: Bool = false
    ) throws(SceneError) {
        self.scenePrint = scenePrint
        host = PluginHost(searchPath: .standard(extra: pluginFolders), print: { StandardStreams.err($0 + "\n") })
        context = try SceneContext(print: scenePrint)
        if let file { try context.run(file: file, regularFileOnly: regularFileOnly) }
        outcome = try SceneSession.layOut(context, host: host, previous: nil)
        passErrors = outcome.layoutErrors + outcome.pass.errors
        laidOut = (context, context.updateCount)
    }

    /// Recomputes the layout after the context changed (a REPL input, a reload).
    /// - Returns: the new layout's outcome, with the errors of its phases (`layoutErrors`)
    ///   and the failures known before it (`isRepeated(_:)`).
    /// - Throws: `SceneError`; the previous layout stays in place.
    @discardableResult
    public func relayout() throws(SceneError) -> LayoutOutcome {
        outcome = try SceneSession.layOut(context, host: host, previous: self)
        layoutsMade += 1
        passErrors = outcome.layoutErrors + outcome.pass.errors
        cachedUpdateComparison = nil
        laidOut = (context, context.updateCount)
        return outcome
    }

    /// A context laid out through the pipeline (`LayoutPipeline.run`), from the layout
    /// `previous` shows (its sections' index lent, and after one update only what the
    /// update touched laid out again). Nothing is kept on failure (a `SceneError`, or
    /// Ctrl-C): the host goes back to the uses of the layout still shown.
    private static func layOut(_ context: SceneContext, host: PluginHost, previous: SceneSession?) throws(SceneError) -> LayoutOutcome {
        let newScene = try context.scene()
        // A layout that is not kept changes nothing: the host goes back to the uses of the
        // layout still shown, whose sections may still be decorated lazily.
        func keepPreviousUses() {
            guard let previous else { return }
            _ = host.configure(
                uses: previous.scene.plugins, limits: previous.scene.pluginLimits, sceneState: previous.laidOut.context.lua)
        }
        let outcome: LayoutOutcome
        do {
            outcome = try LayoutPipeline.run(
                newScene, host: host, sceneState: context.lua,
                previous: previous.map { LayoutPipeline.Previous(
                    scene: $0.outcome.laidOutScene, snapshot: $0.snapshot, update: updateSince($0.laidOut, in: context),
                    errors: $0.outcome.errorsKnownAfter) })
        } catch {
            keepPreviousUses()
            throw error
        }
        // Ctrl-C (the REPL's) stopped the hooks of this layout at their first line: what
        // they placed, reserved and decorated is not the scene's, so none of it is kept.
        if outcome.interrupted {
            keepPreviousUses()
            throw SceneError(file: newScene.file, line: nil, message: "interrupted! (Ctrl-C): nothing of this layout is kept")
        }
        return outcome
    }

    /// The context's last update, when it is the one change of data since the layout
    /// `laidOut` describes: made in the same context, and the only update made since.
    static func updateSince(_ laidOut: (context: SceneContext, updateCount: Int), in context: SceneContext) -> SceneUpdate? {
        guard laidOut.context === context, let last = context.lastUpdate,
            last.number == context.updateCount, context.updateCount == laidOut.updateCount + 1
        else { return nil }
        return last
    }

    /// Runs a whole scene file again in a fresh context (`:load`, `:reset`).
    /// - Parameter file: the scene file; nil for an empty world.
    /// - Returns: the new layout's outcome.
    /// - Throws: `SceneError`; the previous scene and layout stay in place.
    @discardableResult
    public func load(file: String?) throws(SceneError) -> LayoutOutcome {
        let fresh = try SceneContext(print: scenePrint)
        if let file { try fresh.run(file: file) }
        return try replaceContext(with: fresh)
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
        let old = context
        let loaded = try replaceContext(with: fresh)
        // The uses that could not start come back with the layout that met them; those the
        // scene shown had too are not this version's doing.
        let refused = loaded.layoutErrors.filter { error in
            (error.phase == .load || error.phase == .options) && !loaded.isRepeated(error)
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
    /// - Returns: the new layout's outcome.
    @discardableResult
    public func load(source: String, name: String) throws(SceneError) -> LayoutOutcome {
        let fresh = try SceneContext(print: scenePrint)
        _ = try fresh.run(source: source, chunk: name)
        return try replaceContext(with: fresh)
    }

    private func replaceContext(with fresh: SceneContext) throws(SceneError) -> LayoutOutcome {
        let old = context
        context = fresh
        do {
            return try relayout()
        } catch {
            context = old
            throw error
        }
    }

    /// The elements in `rect`, or every element, in query order; plugin errors met while
    /// computing them are added to `passErrors`.
    public func elements(in rect: Rect?) -> [LayoutAttributes] {
        query(rect).elements
    }

    /// The elements in `rect` (every element if nil), in query order, with the plugin
    /// errors this query met: those of the sections it decorated first (a section taken
    /// from the cache brings its own). They are added to `passErrors` too.
    public func query(_ rect: Rect?) -> (elements: [LayoutAttributes], errors: [PluginError]) {
        let answer = outcome.elements(in: rect)
        passErrors += answer.errors
        return answer
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
            contentSize: contentSize, orthogonalSections: snapshot.geometry.orthogonalSections, elements: elements(in: rect),
            direction: snapshot.geometry)
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
        _ = try? relayout()
        return generation
    }

    /// Adds a plugin written in Swift, which decorates every section of every following
    /// pass like a Lua plugin (same checks, same cache), then lays the scene out again.
    /// - Returns: the new layout's outcome.
    /// - Throws: `SceneError` if the layout failed.
    @discardableResult
    public func register(_ plugin: NativePlugin) throws(SceneError) -> LayoutOutcome {
        host.register(plugin)
        return try relayout()
    }

    /// Accepts the new version of `plugin` from a reload with `keepReplaced`: the version it
    /// replaced is released.
    public func accept(plugin: String) {
        host.forgetReplaced(plugin)
    }

    /// The loaded plugins, with each use of them (`PluginStatus.uses`).
    public var pluginStatus: [PluginStatus] { host.status }
    /// Recent plugin errors, oldest first.
    public var errors: [PluginError] { host.errors }
    /// Every plugin name in the search path's folders, sorted.
    public var pluginNames: [String] { host.availablePluginNames }
    /// The option names of plugin `plugin` (loading it if needed), for completion.
    public func optionNames(plugin: String) -> [String] { host.optionNames(plugin: plugin) }

    /// A plugin's `M.defaults`; nil when it does not load (`:save` leaves out what equals them).
    package func optionDefaults(plugin: String) -> LuaTable? { host.defaults(plugin: plugin) }
    /// How long the last layout and plugin pass took.
    public var lastTiming: (layout: Duration, plugins: Duration, sectionsComputed: Int, sectionsCached: Int) {
        let timing = outcome.pass.timing
        return (layoutDuration, timing.plugins, timing.sectionsComputed, timing.sectionsCached)
    }
}
