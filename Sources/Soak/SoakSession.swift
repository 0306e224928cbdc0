import Decorations
import Foundation
import LayoutCore
import LuaLayout
import LuaRuntime
import Scenes

/// The long-lived side of the soak, as the REPL holds it: the `SceneSession` itself (the
/// one every command and the REPL use), whose context inputs accumulate in, whose plugin
/// is edited and reloaded in place, whose layouts are incremental after an update, and
/// whose lazy snapshot has the host's section cache behind it. An input that fails is
/// rolled back, as the REPL rolls it back.
///
/// And the other side: a layout from scratch (a fresh context running the same inputs, a
/// fresh host loading the version the session should be running) that every query of the
/// session is compared against.
final class SoakSession {
    let folder: String
    private(set) var session: SceneSession
    /// The scene inputs so far, with the chunk each ran as.
    private(set) var inputs: [(chunk: String, source: String)] = []
    /// The plugin version the session must be running (the last one that reloaded).
    private(set) var goodPlugin: String
    /// The session's decorated layout.
    var snapshot: LayoutSnapshot? { session.snapshot }

    init(folder: String, plugin: String) throws {
        self.folder = folder
        for side in ["session", "scratch"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(side)/Plugins", withIntermediateDirectories: true)
        }
        goodPlugin = plugin
        try Self.write(plugin, to: "\(folder)/session/Plugins/soak_plugin.lua")
        session = try SceneSession(file: nil, pluginFolders: ["\(folder)/session/Plugins"], scenePrint: { _ in })
    }

    static func host(folder: String) -> PluginHost {
        var search = PluginSearchPath.standard()
        search.folders.insert(folder, at: 0)
        return PluginHost(searchPath: search, print: { _ in })
    }

    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// A new scene: a fresh context (`:load`), the same host (its modules and cache stay).
    func load(scene: String) throws {
        inputs = []
        try session.load(source: scene, name: "scene.lua")
        inputs.append(("scene.lua", scene))
    }

    /// Runs scene code in the session's context and lays the scene out again; an input
    /// that fails is rolled back (the context's recording put back), as the REPL does.
    func input(_ source: String, chunk: String) throws {
        let saved = session.context.recording
        do {
            try session.context.run(source: source, chunk: chunk)
            try session.relayout()
        } catch {
            session.context.recording = saved
            throw error
        }
        inputs.append((chunk, source))
    }

    /// Writes a new version of the plugin and reloads it through the session (which lays
    /// the scene out again); returns the reload's error, if any.
    func edit(plugin source: String) throws -> PluginError? {
        try Self.write(source, to: "\(folder)/session/Plugins/soak_plugin.lua")
        let (results, layoutError) = session.reload(plugin: "soak_plugin")
        if let layoutError { throw layoutError }
        if case .failure(let error) = results.first?.result { return error }
        goodPlugin = source
        return nil
    }

    /// The same inputs and plugin version, from nothing: a fresh context and a fresh host.
    func fromScratch() throws -> LayoutSnapshot {
        try Self.write(goodPlugin, to: "\(folder)/scratch/Plugins/soak_plugin.lua")
        let fresh = try SceneContext(print: { _ in })
        for input in inputs { try fresh.run(source: input.source, chunk: input.chunk) }
        let host = Self.host(folder: "\(folder)/scratch/Plugins")
        return try LayoutPipeline.run(try fresh.scene(), host: host, sceneState: fresh.lua, eager: true).snapshot
    }
}
