import Decorations
import Foundation
import LayoutCore
import LuaLayout
import LuaRuntime
import Scenes

/// The long-lived side of the soak, as the REPL holds it: one scene context that inputs
/// accumulate in, one plugin host whose plugin is edited and reloaded in place, and the
/// lazy snapshot of the last layout (with the host's section cache behind it).
///
/// And the other side: a layout from scratch (a fresh context running the same inputs, a
/// fresh host loading the version the session should be running) that every query of the
/// session is compared against.
final class SoakSession {
    let folder: String
    private(set) var context: SceneContext
    private(set) var host: PluginHost
    /// The scene inputs so far, with the chunk each ran as.
    private(set) var inputs: [(chunk: String, source: String)] = []
    /// The plugin version the session must be running (the last one that reloaded).
    private(set) var goodPlugin: String
    private(set) var snapshot: LayoutSnapshot?

    init(folder: String, plugin: String) throws {
        self.folder = folder
        for side in ["session", "scratch"] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(side)/Plugins", withIntermediateDirectories: true)
        }
        goodPlugin = plugin
        try Self.write(plugin, to: "\(folder)/session/Plugins/soak_plugin.lua")
        host = Self.host(folder: "\(folder)/session/Plugins")
        context = try SceneContext(print: { _ in })
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
        context = try SceneContext(print: { _ in })
        inputs = []
        try input(scene, chunk: "scene.lua")
    }

    /// Runs scene code in the current context and lays the scene out again.
    func input(_ source: String, chunk: String) throws {
        try context.run(source: source, chunk: chunk)
        inputs.append((chunk, source))
        try relayout()
    }

    func relayout() throws {
        snapshot = try LayoutPipeline.run(try context.scene(), host: host, sceneState: context.lua).snapshot
    }

    /// Writes a new version of the plugin and reloads it; returns the reload's error, if any.
    func edit(plugin source: String) throws -> PluginError? {
        try Self.write(source, to: "\(folder)/session/Plugins/soak_plugin.lua")
        let results = host.reload("soak_plugin", sceneState: context.lua)
        if case .failure(let error) = results.first?.result { return error }
        goodPlugin = source
        try relayout()
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
