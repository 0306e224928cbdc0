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
    /// The decorated layout of the last pass; queries go through `query(_:)`.
    public var snapshot: LayoutSnapshot { outcome.snapshot }
    /// The plugin host: loaded plugins, their options, Swift plugins, the section cache.
    package let host: PluginHost
    /// The last layout, as the pipeline made it (`LayoutPipeline.run`), with its errors and
    /// the plugin uses it ran (`configuration`). Replaced only by a layout that succeeded.
    public private(set) var outcome: LayoutOutcome
    /// The scene's last update laid out (`lastUpdate()`), until the next layout.
    var cachedUpdateComparison: UpdateComparison?
    /// The context the last layout was made from (held: an identifier could be reused by
    /// the next context), and how many updates it had made.
    private(set) var laidOut: (context: SceneContext, updateCount: Int)
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

    /// Loads a scene file and lays it out, once. The layout's errors are its `outcome`'s.
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
        outcome = try SceneSession.layOut(context.scene(), of: context, host: host, previous: nil, uses: .configure(reusing: nil))
        laidOut = (context, context.updateCount)
    }

    /// Recomputes the layout after the context changed (a REPL input, a reload).
    /// - Returns: the new layout's outcome, with the errors of its phases (`layoutErrors`)
    ///   and the failures known before it (`isRepeated(_:)`).
    /// - Throws: `SceneError`; the previous layout stays in place.
    @discardableResult
    public func relayout() throws(SceneError) -> LayoutOutcome {
        try relayout(try context.scene(), uses: .configure(reusing: outcome.configuration))
    }

    /// What `relayout(rejecting:)` came to: the new layout, or the problems of the scene's
    /// uses that kept it from being made.
    package enum Relayout {
        case laidOut(LayoutOutcome)
        case rejected([PluginError])
    }

    /// Lays the context out again, unless the problems of its `use` calls (an unknown
    /// plugin, an option refused) include one `rejecting` names: then nothing is laid out
    /// and the layout shown stays (the REPL refuses an input that adds such a use; a scene
    /// reloaded from its file keeps the one shown). The uses are configured once, for the
    /// check and the layout.
    /// - Throws: `SceneError`; the previous layout stays in place.
    package func relayout(rejecting: ([PluginError]) -> [PluginError]) throws(SceneError) -> Relayout {
        let newScene = try context.scene()
        let configuration = host.configure(
            uses: newScene.plugins, limits: newScene.pluginLimits, sceneState: context.lua, reusing: outcome.configuration)
        let rejected = rejecting(configuration.problems)
        guard rejected.isEmpty else { return .rejected(rejected) }
        return .laidOut(try relayout(newScene, uses: .configured(configuration)))
    }

    /// Lays `newScene` (the context's) out with `uses` and shows it, or throws and shows
    /// what it showed.
    private func relayout(_ newScene: Scene, uses: LayoutPipeline.Uses) throws(SceneError) -> LayoutOutcome {
        outcome = try SceneSession.layOut(newScene, of: context, host: host, previous: self, uses: uses)
        cachedUpdateComparison = nil
        laidOut = (context, context.updateCount)
        return outcome
    }

    /// A scene of `context` laid out through the pipeline (`LayoutPipeline.run`), from the
    /// layout `previous` shows (its sections' index lent, and after one update only what
    /// the update touched laid out again). A layout that fails (a `SceneError`, or Ctrl-C)
    /// is not returned, so nothing of it is kept: the uses of the layout still shown are
    /// in its outcome, which this never changed.
    private static func layOut(
        _ newScene: Scene, of context: SceneContext, host: PluginHost, previous: SceneSession?, uses: LayoutPipeline.Uses
    ) throws(SceneError) -> LayoutOutcome {
        let outcome = try LayoutPipeline.run(
            newScene, host: host, sceneState: context.lua,
            previous: previous.map { LayoutPipeline.Previous(
                scene: $0.outcome.laidOutScene, snapshot: $0.snapshot, update: updateSince($0.laidOut, in: context),
                errors: $0.outcome.errorsKnownAfter) },
            uses: uses)
        // Ctrl-C (the REPL's) stopped the hooks of this layout at their first line: what
        // they placed, reserved and decorated is not the scene's, so none of it is kept.
        if outcome.interrupted {
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
    /// plugin that worked, as a typed `use` with the same typo would not. The new version's
    /// uses are configured first, so a version kept out is never laid out: a reload lays
    /// out once at most.
    /// - Returns: the layout shown after it (the new one, or the one kept), and the errors
    ///   of the uses that could not start; empty when it loaded.
    /// - Throws: `SceneError`; the previous scene and layout stay in place.
    public func reload(file: String) throws(SceneError) -> (outcome: LayoutOutcome, refused: [PluginError]) {
        let fresh = try SceneContext(print: scenePrint)
        try fresh.run(file: file)
        let old = context
        context = fresh
        let shown = outcome
        do {
            // The uses that could not start, but not those the scene shown had too: they
            // are not this version's doing.
            switch try relayout(rejecting: { problems in
                problems.filter { ($0.phase == .load || $0.phase == .options) && !shown.isKnownAfter($0) }
            }) {
            case .laidOut(let loaded):
                return (loaded, [])
            case .rejected(let refused):
                context = old
                return (shown, refused)
            }
        } catch {
            context = old
            throw error
        }
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

    /// The elements in `rect`, or every element, in query order (`query(_:)` gives them
    /// with the layout's errors).
    public func elements(in rect: Rect?) -> [LayoutAttributes] {
        query(rect).body
    }

    /// The elements in `rect` (every element if nil), in query order, with the layout's
    /// plugin errors and warnings: its `newErrors` are those this query met (the sections
    /// it decorated first; a section taken from the cache brings its own).
    public func query(_ rect: Rect?) -> LayoutDocument<[LayoutAttributes]> {
        outcome.elements(in: rect)
    }

    /// The layout's content size (the collection view's `contentSize`).
    public var contentSize: Size { snapshot.contentSize }

    /// The elements in `rect` (every element if nil) as the JSON document `lualayout dump`
    /// prints (docs/json.md).
    public func json(in rect: Rect?) -> String {
        document(in: rect).body
    }

    /// `json(in:)` with the errors and warnings of the layout it was made from: what
    /// `lualayout dump` prints and reports.
    public func document(in rect: Rect?) -> LayoutDocument<String> {
        query(rect).map { elements in
            JSONWriter.document(
                contentSize: contentSize, orthogonalSections: snapshot.geometry.orthogonalSections, elements: elements,
                direction: snapshot.geometry)
        }
    }

    /// The whole layout as `json(in: nil)` gives it, written to `write` as it is made
    /// (`JSONWriter.stream`): a layout of ten million rows is written without holding its
    /// elements, nor more than a few windows of their decorations (R24). The document's
    /// body is false as soon as `write` is; its errors are the layout's, with those met
    /// while writing as new ones.
    public func streamJSON(write: (String) -> Bool) -> LayoutDocument<Bool> {
        let (written, met) = outcome.pass.answer { snapshot in
            JSONWriter.stream(
                contentSize: contentSize, orthogonalSections: snapshot.geometry.orthogonalSections, direction: snapshot.geometry,
                elements: { body in snapshot.forEachElement(body) }, write: write)
        }
        return outcome.document(written, newErrors: met)
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
        let (results, configuration) = host.reload(plugin, in: outcome.configuration, sceneState: context.lua, keepReplaced: keepReplaced)
        do {
            _ = try relayout(try context.scene(), uses: .configure(reusing: configuration))
            return (results, nil)
        } catch {
            return (results, error)
        }
    }

    /// Puts back the version `plugin` ran before its last reload and lays the scene out
    /// again with it (a new version that fails where the user looks).
    /// - Returns: the generation running again, and the layout with it (or why it could not
    ///   be made: the layout shown stays); nil if there was none to go back to.
    @discardableResult
    public func revert(plugin: String) -> (generation: Int, layout: Result<LayoutOutcome, SceneError>)? {
        guard let (generation, configuration) = host.revert(plugin, in: outcome.configuration) else { return nil }
        do {
            return (generation, .success(try relayout(try context.scene(), uses: .configure(reusing: configuration))))
        } catch {
            return (generation, .failure(error))
        }
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
    public var pluginStatus: [PluginStatus] { host.status(of: outcome.configuration) }
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
