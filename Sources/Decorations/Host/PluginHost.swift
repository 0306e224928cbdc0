import LayoutCore
import LuaRuntime
import PluginContract
import Suggestions

/// The plugin host: finds and loads plugins, keeps one instance per `use`, runs their
/// hooks while a layout's attributes are generated, and reloads them in place.
///
/// Like AwesomeWM's `layout.arrange`, the host does everything that is not geometry:
/// merging options over defaults, type checks, validation of what hooks emit, the
/// duplicate check, caching and error reporting. Plugins stay small and pure.
///
/// Nothing a plugin does can take a layout down: a failing hook contributes nothing for
/// that section, its error is reported with the pass (`PluginPass.errors`), and cells,
/// headers and footers are untouched.
///
/// The host keeps no state of a pass: each pass (`pass(for:)`) carries its own errors and
/// timing. Nor does it keep the uses a layout runs: `configure` returns them as a value
/// (`PluginConfiguration`) that the layout's phases take. What it keeps is loaded code
/// and caches: modules, the section and placement caches, the versions a reload replaced.
/// `errors` is only a history for display (`:errors`, `:plugins`).
public final class PluginHost {
    public let searchPath: PluginSearchPath
    /// The limits the loaded plugins' states run under now: those of the configuration whose
    /// hooks ran last (`apply(_:)`).
    public private(set) var limits = PluginLimits()
    /// Recent errors of loads, reloads and passes, oldest first (at most `errorCapacity`):
    /// a history to show. A pass's own errors are `PluginPass.errors`, never capped.
    public private(set) var errors: [PluginError] = []
    public let errorCapacity = 100
    var modules: [String: PluginModule] = [:]
    /// Plugins written in Swift; they run after the Lua ones, in the order registered.
    public private(set) var nativePlugins: [NativePlugin] = []
    var sectionCache: [Int: CachedSection] = [:]
    /// Which sections are decorated by windows of lines, and how many lines a window holds
    /// (R24); tests and `lualayout check` make windows of a few lines.
    public var windowing = DecorationWindowing.standard
    /// What each long section's lines are like (`LineWindows.Check`), kept across layouts.
    var lineChecks = LineCheckCache()
    /// Per section, the last placement a plugin's `M.place` made (SectionPlacements).
    var placementCache: [Int: CachedPlacement] = [:]
    /// Per plugin, the version its last successful reload replaced, with that version's
    /// instances, so that `revert` can put it back (until the plugin's next reload).
    var replacedVersions: [String: (module: PluginModule, instances: [PluginInstance])] = [:]
    /// Per plugin, the highest generation it was ever given: a version reverted to keeps its
    /// number, and the next reload counts on from the one that was taken back.
    var highestGeneration: [String: Int] = [:]
    let print: (String) -> Void

    /// - Parameters:
    ///   - searchPath: where plugin files are found.
    ///   - print: where plugins' `print` goes (tagged with the plugin's name).
    public init(searchPath: PluginSearchPath, print: @escaping (String) -> Void = { Swift.print($0) }) {
        self.searchPath = searchPath
        self.print = print
    }

    // MARK: Configuration

    /// The instances for a scene's `use` calls, loading plugins that are not loaded yet: a
    /// value the layout's phases take (nothing is switched on here). An instance of
    /// `previous` with the same plugin version and options is kept (its sections stay
    /// cached). A `use` that fails (unknown plugin, bad options) is left out and reported.
    /// - Parameters:
    ///   - sceneState: the scene's Lua state, where option functions live.
    ///   - previous: the configuration of the layout shown, whose instances may be kept.
    /// - Returns: the configuration, with the errors (also recorded in `errors`).
    public func configure(
        uses: [PluginUse], limits: PluginLimits, sceneState: LuaState?, reusing previous: PluginConfiguration? = nil
    ) -> PluginConfiguration {
        apply(limits)
        let instances = previous?.instances ?? []
        var problems: [PluginError] = []
        var next: [PluginInstance] = []
        for use in uses {
            do throws(PluginError) {
                let loadedBefore = modules[use.name] != nil
                let module = try loadedModule(use.name, use: use)
                if !loadedBefore { problems += module.warnings }
                let options = try PluginOptions.merge(use, into: module)
                if let same = instances.first(where: { $0.module === module && $0.options == options && $0.use.name == use.name
                    && PlacementSelection.given($0.use) == PlacementSelection.given(use) }),
                    !next.contains(where: { $0 === same })
                {
                    next.append(same)
                } else {
                    next.append(try PluginInstance(module: module, use: use, options: options, scene: sceneState))
                }
            } catch {
                problems.append(error)
            }
        }
        record(problems)
        return PluginConfiguration(instances: next, limits: limits, problems: problems)
    }

    /// Puts the loaded plugins' states under `limits` (a phase about to run hooks of a
    /// configuration calls it); a change forgets the cached sections and placements, which
    /// were made under other limits.
    func apply(_ limits: PluginLimits) {
        guard limits != self.limits else { return }
        self.limits = limits
        for module in modules.values { module.state.limits = luaLimits }
        sectionCache.removeAll()
        placementCache.removeAll()
    }

    var luaLimits: LuaLimits {
        LuaLimits(instructions: limits.instructions, timeout: limits.time, memory: limits.memory)
    }

    /// The module for `name`, loaded now if needed.
    func loadedModule(_ name: String, use: PluginUse?) throws(PluginError) -> PluginModule {
        if let module = modules[name] { return module }
        // A NUL byte cuts the name short for the file system ("witness\0evil" would find
        // witness.lua): refused, and shown as \0 rather than printed raw.
        if name.utf8.contains(0) {
            let shown = name.split(separator: "\0", omittingEmptySubsequences: false).joined(separator: "\\0")
            throw PluginError(
                plugin: shown, phase: .load, file: use?.file, line: use?.line,
                message: "bad plugin name '\(shown)': a plugin name cannot contain a NUL byte")
        }
        guard let path = searchPath.file(for: name) else {
            if let (path, reason) = searchPath.unloadableFile(for: name) {
                throw PluginError(
                    plugin: name, phase: .load, file: use?.file, line: use?.line, message: "cannot load \(path): \(reason)")
            }
            var message = "no plugin named '\(name)'"
            let others = searchPath.availableNames().filter { $0 != name }
            if let near = NearestName.suggestion(for: name, among: others) { message += " (did you mean '\(near)'?)" }
            message += "; searched " + (searchPath.folders.isEmpty ? "no folders" : searchPath.folders.joined(separator: ", "))
            if searchPath.bundledMissing { message += "; " + PluginSearchPath.missingBundledNote }
            throw PluginError(plugin: name, phase: .load, file: use?.file, line: use?.line, message: message)
        }
        let module = try PluginLoader.load(
            name: name, path: path, displayPath: displayPath(path), generation: 1, limits: limits, print: print)
        modules[name] = module
        return module
    }

    /// How errors name a plugin file: `Plugins/name.lua` for a folder named Plugins (the
    /// bundled one, wherever the checkout is), otherwise the path as the folder was given.
    func displayPath(_ path: String) -> String {
        let parts = path.split(separator: "/")
        if parts.count >= 2, parts[parts.count - 2] == "Plugins" { return parts.suffix(2).joined(separator: "/") }
        return path
    }

    func record(_ new: [PluginError]) {
        // After a Ctrl-C every hook stops at its first line: those stops are not the
        // plugins' errors, and the REPL says "interrupted!" once.
        errors.append(contentsOf: new.filter { !$0.wasInterrupted })
        if errors.count > errorCapacity { errors.removeFirst(errors.count - errorCapacity) }
    }

    /// Adds a plugin written in Swift to every following pass.
    public func register(_ plugin: NativePlugin) {
        nativePlugins.append(plugin)
        sectionCache.removeAll()
    }

    /// Forgets every cached section (benchmarks measure the work, not the cache).
    public func invalidateCache() {
        sectionCache.removeAll()
        placementCache.removeAll()
    }

    /// Forgets recorded errors (the REPL's `:errors clear`).
    public func clearErrors() { errors.removeAll() }

    // MARK: Layout

    /// A layout pass over `geometry` with the decorations of `configuration`'s uses and the
    /// host's Swift plugins: its snapshot, and the
    /// errors and timing of the work done for it so far. Layout hooks run now; section
    /// hooks run when a query first reaches their section, or all now if `eager`.
    /// `previous`, the snapshot of an earlier pass (before an update), lends its index of
    /// the sections both layouts share (`LayoutSnapshot.init`). `reservations`, what the
    /// layout's `M.reserve` calls reserved (`SectionReservations.made`), is what section
    /// hooks see as `s.reserved`; without it they see none. `visibleItems`, a compositional
    /// scene's section handlers (C32), run after the plugins' follow hooks, their failures
    /// among the pass's errors.
    public func pass(
        for geometry: LayoutGeometry, configuration: PluginConfiguration, eager: Bool = false, previous: LayoutSnapshot? = nil,
        reservations: ReservationsMade? = nil, visibleItems: [Int: VisibleItemsHandlerRef] = [:]
    ) -> PluginPass {
        apply(configuration.limits)
        let instances = configuration.instances
        let decorations = DecorationPass(
            host: self, instances: instances, limits: configuration.limits, natives: nativePlugins, geometry: geometry,
            reservations: reservations)
        let plugins = ScrollFollowPass(host: self, instances: instances, limits: configuration.limits) { decorations.fail($0) }
        let handlers = VisibleItemsInvalidation(handlers: visibleItems, reach: limits.reach) { section, failure in
            decorations.fail(PluginError(
                plugin: "visibleItemsInvalidationHandler", phase: .visibleItemsHandler, section: section, file: failure.file,
                line: failure.line, message: failure.message))
        }
        let follower = CombinedFollowing.combining([plugins, handlers])
        let snapshot = LayoutSnapshot(
            geometry: geometry, decorator: decorations, layoutDecorations: decorations.layoutOutput, follower: follower,
            previous: previous)
        if eager { snapshot.decorateAll() }
        return PluginPass(snapshot: snapshot, decorations: decorations)
    }

    /// Where the windowed uses (`M.window`, R24) of plugin `name` (every plugin's when nil)
    /// in `configuration` give `geometry` by windows of `linesPerWindow` lines something
    /// else than whole: section errors naming the window, at the plugin's line (`lualayout check`).
    public func windowedDisagreements(
        in geometry: LayoutGeometry, configuration: PluginConfiguration, plugin name: String? = nil, linesPerWindow: Int = 2
    ) -> [PluginError] {
        WindowedComparison(host: self, linesPerWindow: linesPerWindow)
            .disagreements(configuration.instances.filter { name == nil || $0.module.name == name }, geometry: geometry)
    }

    /// The snapshot of `pass(for:configuration:eager:)`, for callers that do not look at errors.
    public func snapshot(
        for geometry: LayoutGeometry, configuration: PluginConfiguration, eager: Bool = false, previous: LayoutSnapshot? = nil
    ) -> LayoutSnapshot {
        pass(for: geometry, configuration: configuration, eager: eager, previous: previous).snapshot
    }

    // MARK: Introspection

    /// The loaded plugins, with the options of each use `configuration` makes of them.
    public func status(of configuration: PluginConfiguration) -> [PluginStatus] {
        modules.values.sorted { $0.name < $1.name }.map { module in
            PluginStatus(
                name: module.name, file: module.displayPath, generation: module.generation, summary: module.summary,
                useOptions: configuration.instances.filter { $0.module.name == module.name }.map { ($0.use, $0.options) },
                lastError: errors.last { $0.plugin == module.name && !$0.isWarning })
        }
    }

    /// Every plugin the search path offers.
    public var availablePluginNames: [String] { searchPath.availableNames() }

    /// The option names of a plugin (loading it if needed), for completion.
    public func optionNames(plugin name: String) -> [String] {
        guard let module = try? loadedModule(name, use: nil) else { return [] }
        return module.defaults.fields.compactMap(\.key.string)
    }

    /// A plugin's `M.defaults` (loading it if needed); nil when it does not load.
    public func defaults(plugin name: String) -> LuaTable? {
        (try? loadedModule(name, use: nil))?.defaults
    }

    /// The files of loaded plugins, as they were when loaded (for `:watch`).
    public var loadedFiles: [(plugin: String, path: String, signature: FileSignature)] {
        modules.values.map { ($0.name, $0.path, $0.signature) }
    }
}
