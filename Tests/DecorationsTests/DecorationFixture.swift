import Decorations
import Foundation
import LayoutCore
@testable import LuaLayout
import LuaRuntime
import Scenes
import XCTest

/// A scene and its plugins written to a temporary folder, laid out through the real
/// scene context, plugin host and pipeline (`LayoutPipeline.run`), as `lualayout dump` does.
final class DecorationFixture {
    let folder: URL
    let pluginFolder: URL
    var host: PluginHost
    var context: SceneContext?
    var printed: [String] = []

    /// The repository's bundled `Plugins/` folder.
    static let bundledPlugins: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Plugins/section_background.lua").path) {
                return url.appendingPathComponent("Plugins").path
            }
        }
        return "Plugins"
    }()

    static var repositoryRoot: String { URL(fileURLWithPath: bundledPlugins).deletingLastPathComponent().path }

    init(plugins: [String: String] = [:]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lualayout-\(UUID().uuidString)")
        pluginFolder = folder.appendingPathComponent("Plugins")
        host = PluginHost(searchPath: PluginSearchPath(folders: [pluginFolder.path, DecorationFixture.bundledPlugins]))
        try FileManager.default.createDirectory(at: pluginFolder, withIntermediateDirectories: true)
        for (name, source) in plugins { try write(plugin: name, source) }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(plugin name: String, _ source: String) throws {
        try source.write(to: pluginFolder.appendingPathComponent("\(name).lua"), atomically: true, encoding: .utf8)
    }

    /// The last pass `snapshot` or `pass` made.
    var lastPass: PluginPass?
    /// The last layout, as the pipeline made it.
    var lastOutcome: LayoutOutcome?
    /// The plugin uses of the last layout (none before the first): the next one starts
    /// from them, as a session's does.
    var configuration: PluginConfiguration { lastOutcome?.configuration ?? .none }
    /// Problems `configure` reported for the last scene (loads, options, warnings).
    var configureProblems: [PluginError] { lastOutcome?.configuration.problems ?? [] }
    /// What the placement hooks (M.place) of the last scene reported.
    var placementErrors: [PluginError] { lastOutcome?.layoutErrors.filter { $0.phase == .place } ?? [] }
    /// The timing of the last scene's placement hooks (nil when no plugin placed items).
    var lastPlacementTiming: PassTiming? { lastOutcome?.placementTiming }

    /// Runs the scene text and returns the snapshot (lazy unless `eager`).
    func snapshot(_ scene: String, eager: Bool = false) throws -> LayoutSnapshot {
        try pass(scene, eager: eager).snapshot
    }

    /// Runs the scene text and returns the pass (lazy unless `eager`), laid out through the
    /// pipeline every command uses (uses configured, reservations, placements, decoration).
    func pass(_ scene: String, eager: Bool = false) throws -> PluginPass {
        let context = try SceneContext(print: { [unowned self] in printed.append($0) })
        self.context = context
        let file = folder.appendingPathComponent("scene.lua")
        try scene.write(to: file, atomically: true, encoding: .utf8)
        try context.run(file: file.path, displayName: "scene.lua")
        let outcome = try LayoutPipeline.run(
            try context.scene(), host: host, sceneState: context.lua,
            uses: .configure(reusing: reloadedConfiguration ?? lastOutcome?.configuration), eager: eager)
        reloadedConfiguration = nil
        lastOutcome = outcome
        lastPass = outcome.pass
        return outcome.pass
    }

    /// Reloads plugin `name` (or all) as a session does: the new version's instances
    /// replace the old in the configuration the next layout starts from.
    @discardableResult
    func reload(_ name: String? = nil, sceneState: LuaState? = nil, keepReplaced: Bool = false) -> [(plugin: String, result: Result<Int, PluginError>)] {
        let (results, configuration) = host.reload(name, in: self.configuration, sceneState: sceneState, keepReplaced: keepReplaced)
        reloadedConfiguration = configuration
        return results
    }

    /// The configuration a reload left, for the next layout.
    private var reloadedConfiguration: PluginConfiguration?

    /// A bundled scene file's text.
    static func bundledScene(_ name: String) throws -> String {
        try String(contentsOfFile: repositoryRoot + "/Scenes/\(name)", encoding: .utf8)
    }
}

extension LayoutSnapshot {
    /// The decorations of `kind`, in query order.
    func decorations(_ kind: String) -> [LayoutAttributes] {
        allElements().filter { $0.category == .decoration && $0.kind == kind }
    }
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

extension DecorationFixture {
    /// The scene every hostile-plugin test uses: one section of 3 items 100 points tall at
    /// y = 0 (in a 375-point-wide view), then the given `use` line at line 4.
    static func oneSectionScene(use: String) -> String {
        "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3 }\n\(use)\n"
    }

    /// Plugin `bad` whose section hook runs `body` at line 4, with a handle `h` of kind "x".
    static func sectionHookPlugin(_ body: String) -> String {
        """
        local M = { name = "bad", api = 1, appAttributes = { "tint", "mark", "extra", "first", "look" }, defaults = {} }
        function M.section(s, opts, out)
          local h = out:kind("x", {})
          \(body)
        end
        return M
        """
    }

    /// Runs `scene` with `source` as plugin `name`, every section decorated; returns the
    /// configure problems and the pass's errors as users see them, and the snapshot.
    static func run(plugin source: String, name: String = "bad", scene: String) throws -> (errors: [String], snapshot: LayoutSnapshot) {
        let fixture = try DecorationFixture(plugins: [name: source])
        let pass = try fixture.pass(scene, eager: true)
        return ((fixture.lastOutcome?.errors ?? []).map(\.description), pass.snapshot)
    }
}
