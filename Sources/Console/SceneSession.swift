import Decorations
import LayoutCore
import Rendering
import Scenes

/// A scene loaded and laid out: the context it ran in, the scene it described, the plugin
/// host decorating it, and the snapshot of its layout. The commands (`dump`, `show`,
/// `render`) and the REPL all go through one.
public final class SceneSession {
    public private(set) var context: SceneContext
    public private(set) var scene: Scene
    public private(set) var snapshot: LayoutSnapshot
    public let host: PluginHost
    /// The last pass: its snapshot's plugin errors and timing.
    private var pass: PluginPass?
    /// Plugin errors of the last layout pass, in the order they happened.
    public private(set) var passErrors: [PluginError] = []
    /// How long the last base layout took.
    public private(set) var layoutDuration: Duration = .zero

    /// Loads a scene file and lays it out.
    /// - Parameters:
    ///   - file: the scene file; nil for an empty world (the REPL started without one).
    ///   - pluginFolders: folders given with `--plugins`, searched first.
    /// - Throws: `SceneError` located in the file.
    public init(file: String?, pluginFolders: [String] = []) throws(SceneError) {
        host = PluginHost(searchPath: .standard(extra: pluginFolders), print: { StandardStreams.err($0 + "\n") })
        context = try SceneContext(print: { StandardStreams.out($0 + "\n") })
        if let file { try context.run(file: file) }
        scene = try context.scene()
        snapshot = LayoutSnapshot(geometry: try scene.geometry())
        try relayout()
    }

    /// Recomputes the layout after the context changed (a REPL input, a reload).
    /// - Throws: `SceneError`; the previous layout stays in place.
    public func relayout() throws(SceneError) {
        let newScene = try context.scene()
        let start = ContinuousClock.now
        let geometry = try newScene.geometry()
        layoutDuration = ContinuousClock.now - start
        let problems = host.configure(uses: newScene.plugins, limits: newScene.pluginLimits, sceneState: context.lua)
        scene = newScene
        let pass = host.pass(for: geometry)
        self.pass = pass
        snapshot = pass.snapshot
        passErrors = problems + pass.errors
    }

    /// Runs a whole scene file again in a fresh context (`:load`, `:reset`).
    public func load(file: String?) throws(SceneError) {
        let fresh = try SceneContext(print: { StandardStreams.out($0 + "\n") })
        if let file { try fresh.run(file: file) }
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
        let before = pass?.errors.count ?? 0
        let result = rect.map(snapshot.elements(in:)) ?? snapshot.allElements()
        passErrors += pass?.errors.dropFirst(before) ?? []
        return result
    }

    /// The layout's warnings, as UIKit would log them.
    public var warnings: [String] { snapshot.geometry.warnings }

    // MARK: Plugins

    /// Hot-reloads one plugin or all; returns a line per plugin for the user.
    public func reload(plugin: String?) -> [String] {
        let results = host.reload(plugin, sceneState: context.lua)
        var lines = results.map { result -> String in
            switch result.result {
            case .success(let generation): return "reloaded \(result.plugin) (generation \(generation))"
            case .failure(let error): return "\(error.fullDescription)\nkept the previous version of \(result.plugin)"
            }
        }
        do {
            try relayout()
        } catch {
            lines.append(error.description)
        }
        return lines
    }

    public var pluginStatus: [PluginStatus] { host.status }
    /// Recent plugin errors, oldest first.
    public var errors: [PluginError] { host.errors }
    public var pluginNames: [String] { host.availablePluginNames }
    public func optionNames(plugin: String) -> [String] { host.optionNames(plugin: plugin) }
    /// How long the last layout and plugin pass took.
    public var lastTiming: (layout: Duration, plugins: Duration, sectionsComputed: Int, sectionsCached: Int) {
        let timing = pass?.timing ?? .zero
        return (layoutDuration, timing.plugins, timing.sectionsComputed, timing.sectionsCached)
    }
}
