import Decorations
import LayoutCore
import LuaRuntime
import Scenes

/// The one way a scene is laid out with its plugins, for every caller: the session (the
/// commands, the REPL, the embedding API), the layout before an update (`dump --updates`),
/// `lualayout check`, the soak and the fuzz targets. (The benchmarks cannot call it: their
/// target does not depend on this one; they time the host's phases one by one.)
///
/// The phases run in one order, each handing its facts to the next, and none runs twice:
/// 1. configure: the scene's `use` calls made instances (`PluginConfiguration`, a value
///    every later phase takes and the outcome keeps);
///    then size: a compositional scene's sizing hooks (`M.size`, the scene's `sizing`)
///    give its self-sizing elements their fitted sizes (`ElementSizing`, C39);
/// 2. reserve: each reserving use's `M.reserve` once per flow section, added to the insets;
/// 3. place and lay out: the base layout (flow, compositional, or incremental after one
///    update), sections placed by `M.place` (arrangements checked once, by the host);
/// 4. decorate: the pass over the geometry, given the reservations made (`s.reserved`);
///    layout hooks now, section and follow hooks when a query reaches their section.
///
/// A new phase or hook kind adds its step here and its errors to `LayoutOutcome`; a new
/// command calls `run` (or `SceneSession`, which does) and reads the outcome.
package enum LayoutPipeline {
    /// The layout a new one may start from: the one shown before, and the one update of
    /// its data since (nil when more than one update, or anything else, changed the data).
    package struct Previous {
        var scene: Scene
        var snapshot: LayoutSnapshot
        var update: SceneUpdate?
        /// The failures already known when this layout replaces that one
        /// (`LayoutOutcome.errorsBefore`).
        var errors: [PluginError] = []
    }

    /// The plugin uses a layout runs.
    package enum Uses {
        /// The scene's `use` calls configured now (`PluginHost.configure`), keeping the
        /// instances of `reusing` (the layout shown) that did not change.
        case configure(reusing: PluginConfiguration?)
        /// Uses configured already: for this layout (a check before it), or for the layout
        /// it goes with (the one before the scene's last update, the estimated pass). Their
        /// problems are among the layout's errors.
        case configured(PluginConfiguration)
    }

    /// Lays `scene` out with `host`'s plugins.
    /// - Parameters:
    ///   - scene: the scene as its file wrote it.
    ///   - host: the plugin host: loaded plugins and caches.
    ///   - sceneState: the scene's Lua state, where option functions live.
    ///   - previous: the layout shown until now: its index lends the new snapshot the
    ///     sections both share, and after one update only the sections it touched are laid
    ///     out again (`IncrementalLayout`).
    ///   - uses: the plugin uses the layout runs; the outcome holds them
    ///     (`LayoutOutcome.configuration`).
    ///   - eager: decorate every section now (otherwise each when a query first reaches it).
    ///   - sizesElements: run the sizing hooks (C39); false for the first, estimated pass.
    /// - Throws: `SceneError` when the scene cannot be laid out. Nothing outside the
    ///   outcome changed: the configuration a caller keeps is still the one it had.
    package static func run(
        _ scene: Scene, host: PluginHost, sceneState: LuaState?, previous: Previous? = nil, uses: Uses = .configure(reusing: nil),
        eager: Bool = false, sizesElements: Bool = true
    ) throws(SceneError) -> LayoutOutcome {
        // Plugins are configured first: those that place items (M.place) and reserve space
        // (M.reserve) take part in the base layout.
        let configuration: PluginConfiguration, problems: [PluginError]
        switch uses {
        case .configure(let reusing):
            configuration = host.configure(
                uses: scene.plugins, limits: scene.pluginLimits, sceneState: sceneState, reusing: reusing)
            problems = configuration.problems
        case .configured(let given):
            (configuration, problems) = (given, given.problems)
        }
        var placements = host.placements(configuration)
        if case .compositional = scene.layout { placements?.refuseCompositionalLayout() }
        let reservations = host.reservations(configuration)
        let start = ContinuousClock.now
        let update = previous?.update
        // The reservations (M.reserve) grow the flow sections' insets. When only they make
        // the layout fail, it is made without them, and they say so against the uses that
        // reserved: a plugin's reservation never takes the layout down.
        // C39: the sizing hooks give self-sizing elements their fitted sizes first.
        let sizing = sizesElements ? host.sizing(configuration) : nil
        let sized = try ElementSizing.fit(scene, plugins: sizing)
        let grown = sized.scene.reserving(reservations)
        let laidOutScene: Scene
        let result: (geometry: LayoutGeometry, incremental: IncrementalLayout.Result?)
        do {
            result = try baseGeometry(of: grown, arranger: placements?.arranger, after: update, from: update == nil ? nil : previous)
            laidOutScene = grown
        } catch {
            guard let reservations, reservations.reservedAny else { throw error }
            // From scratch, with placements of its own: the failed attempt's errors are not
            // reported twice.
            placements = host.placements(configuration)
            result = (try sized.scene.geometry(arranger: placements?.arranger), nil)
            reservations.refuse(because: (error.key.isEmpty ? "" : error.key + ": ") + error.message)
            laidOutScene = sized.scene
        }
        let duration = ContinuousClock.now - start
        let pass = host.pass(
            for: result.geometry, configuration: configuration, eager: eager, previous: previous?.snapshot,
            reservations: reservations?.made, visibleItems: laidOutScene.visibleItemsHandlers)
        let layoutErrors = problems + (sizing?.errors ?? []) + sized.errors + (reservations?.errors ?? []) + (placements?.errors ?? [])
        return LayoutOutcome(
            scene: scene, laidOutScene: laidOutScene, configuration: configuration, pass: pass,
            layoutErrors: layoutErrors,
            layoutDuration: duration,
            incremental: result.incremental.map {
                IncrementalStatistics(reused: $0.reusedCount, shifted: $0.shiftedCount, laidOut: $0.laidOutSections.count)
            },
            // Ctrl-C is read by the REPL alone; here it shows as the hook calls it stopped.
            interrupted: pass.interrupted || (reservations?.interruptedCalls ?? 0) > 0 || (sizing?.interruptedCalls ?? 0) > 0
                || (placements?.interruptedCalls ?? 0) > 0 || problems.contains(where: \.wasInterrupted),
            errorsBefore: previous?.errors ?? [], placementTiming: placements?.timing)
    }

    /// The base layout of `scene`: the one place where a layout is computed. After one
    /// update of the data laid out last, only the sections the update touched are laid out
    /// again (`IncrementalLayout`; the others are reused, or placed again where they moved);
    /// the result equals a layout from scratch, element for element (`IncrementalLayout`'s
    /// property tests, and `SceneUpdatePropertyTests` through the session).
    /// - Parameters:
    ///   - arranger: the placement plugins' arrangement (M.place). Their sections are laid
    ///     out in Lua, which the incremental layout cannot compare, so a scene that has any is
    ///     laid out from scratch.
    ///   - update: the update that took the data of `previous` to `scene`'s; nil when there
    ///     is none. The same input may also have changed the rest of the scene (`flow { }`
    ///     typed with `update { }`): the incremental layout compares every section's input,
    ///     the configuration and the collection view, and lays out again whatever differs.
    private static func baseGeometry(
        of scene: Scene, arranger: CheckedSectionArranger?, after update: SceneUpdate?, from previous: Previous?
    ) throws(SceneError) -> (geometry: LayoutGeometry, incremental: IncrementalLayout.Result?) {
        guard let update, let previous, arranger == nil,
            let result = try incrementalLayout(of: scene, after: update, from: previous)
        else { return (try scene.geometry(arranger: arranger), nil) }
        return (result.geometry, result)
    }

    /// `IncrementalLayout` from `previous` to `scene`, or nil when the layout changed kind.
    private static func incrementalLayout(
        of scene: Scene, after update: SceneUpdate, from previous: Previous
    ) throws(SceneError) -> IncrementalLayout.Result? {
        do throws(LayoutError) {
            switch (previous.scene.layout, scene.layout) {
            case let (.flow(oldConfiguration, oldSections), .flow(configuration, sections)):
                return try IncrementalLayout.flow(
                    previous: FlowLayoutInput(
                        configuration: oldConfiguration, sections: oldSections, collectionView: previous.scene.collectionView),
                    previousGeometry: previous.snapshot.geometry,
                    next: FlowLayoutInput(configuration: configuration, sections: sections, collectionView: scene.collectionView),
                    mapping: update.mapping)
            case let (.compositional(oldConfiguration, oldSections, oldCounts), .compositional(configuration, sections, counts)):
                return try IncrementalLayout.compositional(
                    previous: CompositionalLayoutInput(
                        configuration: oldConfiguration, sections: oldSections, itemCounts: oldCounts,
                        collectionView: previous.scene.collectionView),
                    previousGeometry: previous.snapshot.geometry,
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
}

/// How an incremental layout (one update since the layout before) obtained its sections:
/// taken as they were, placed again where they moved, and laid out.
public struct IncrementalStatistics: Sendable, Equatable {
    public var reused: Int
    public var shifted: Int
    public var laidOut: Int
}

/// Everything one layout of a scene with its plugins came to (`LayoutPipeline.run`): the
/// scene as written and as laid out, the geometry, the decoration pass, every error of every
/// phase (each naming its hook kind, use, section and `file:line`), the timings, the
/// incremental statistics, and whether Ctrl-C interrupted it. The calls of `SceneSession`
/// that lay out return theirs, so that the errors a call caused come back with it.
public struct LayoutOutcome {
    /// The scene as its file wrote it (what `:save` writes).
    package let scene: Scene
    /// The scene as laid out: its flow sections' insets grown by the plugins' reservations
    /// (M.reserve); what the next incremental layout compares with.
    package let laidOutScene: Scene
    /// The plugin uses it ran (and its sections still run when a query reaches them): what
    /// the next layout of the scene starts from.
    public let configuration: PluginConfiguration
    /// The decoration pass: its snapshot decorates sections as queries reach them.
    package let pass: PluginPass
    /// The errors of the phases before the decoration pass: the uses that could not start,
    /// the reservations' and the placements' hooks.
    public let layoutErrors: [PluginError]
    /// How long the base layout took.
    public let layoutDuration: Duration
    /// How an incremental layout obtained its sections; nil when laid out from scratch.
    public let incremental: IncrementalStatistics?
    /// Whether Ctrl-C (the REPL's) stopped the hooks of this layout: then nothing of it is
    /// the scene's.
    public let interrupted: Bool
    /// The failures known before this layout: those of the layout it replaced (every error
    /// met in its phases and queries), and, when that one was replaced before any query
    /// reached it, those known before it. `isRepeated(_:)` reads them.
    public let errorsBefore: [PluginError]
    /// The time spent in placement hooks (M.place), and the sections they placed and took
    /// from the cache; nil when no plugin placed items.
    package var placementTiming: PassTiming? = nil

    /// The decorated layout.
    public var snapshot: LayoutSnapshot { pass.snapshot }
    /// The base layout.
    public var geometry: LayoutGeometry { pass.snapshot.geometry }
    /// Every error so far, in the order the phases ran: the layout's, then the pass's
    /// (which grow as queries decorate sections).
    public var errors: [PluginError] { layoutErrors + pass.errors }
    /// The layout's warnings, as UIKit would log them.
    public var warnings: [String] { geometry.warnings }

    /// The elements in `rect` (every element if nil), in query order, with this layout's
    /// errors and warnings (`LayoutDocument`); its `newErrors` are those this query met
    /// (sections it decorated first; cached sections bring theirs).
    public func elements(in rect: Rect?) -> LayoutDocument<[LayoutAttributes]> {
        let (elements, met) = pass.answer { snapshot in rect.map(snapshot.elements(in:)) ?? snapshot.allElements() }
        return LayoutDocument(body: elements, errors: errors, newErrors: met, warnings: warnings)
    }

    /// `body`, made from this layout, with its errors so far and its warnings.
    func document<Body>(_ body: Body, newErrors: [PluginError] = []) -> LayoutDocument<Body> {
        LayoutDocument(body: body, errors: errors, newErrors: newErrors, warnings: warnings)
    }

    /// Whether `error` is a failure known before this layout (`errorsBefore`): the same
    /// plugin, phase, section and message, at the same place in the plugin (a `use` that
    /// moved in its scene file is the same use). The REPL says each failure once, and a
    /// scene reloaded from its file keeps the scene shown only for a `use` that newly
    /// cannot start (`SceneSession.reload(file:)`).
    public func isRepeated(_ error: PluginError) -> Bool {
        errorsBefore.contains { $0.isSameFailure(as: error) }
    }

    /// Whether `error` is a failure this layout or one before it met (`isRepeated(_:)` for
    /// the layout that would replace it).
    func isKnownAfter(_ error: PluginError) -> Bool {
        errorsKnownAfter.contains { $0.isSameFailure(as: error) }
    }

    /// What the next layout, replacing this one, knows already (`errorsBefore`).
    var errorsKnownAfter: [PluginError] {
        pass.queriesAnswered == 0 ? errorsBefore + errors.filter { !isRepeated($0) } : errors
    }
}
