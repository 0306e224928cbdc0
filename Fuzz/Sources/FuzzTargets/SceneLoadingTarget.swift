import Decorations
import LayoutCore
import Rendering
import Scenes

/// Scene source from the fuzzer, through everything `lualayout dump` does: the scene
/// reader, the base layout, the bundled plugins (eagerly) and the JSON writer.
///
/// A rejected scene is fine (that is what errors are for); what must not happen is a crash,
/// a hang, an error without a message, or JSON that does not parse.
enum SceneLoadingTarget {
    static func run(_ source: String) {
        guard let context = try? SceneContext(print: { _ in }) else { FuzzFailure.stop(.scene, "no scene context") }
        let geometry: LayoutGeometry
        let scene: Scene
        do {
            try context.run(source: source, chunk: "fuzz.lua")
            scene = try context.scene()
            geometry = try scene.geometry()
        } catch {
            if error.message.isEmpty { FuzzFailure.stop(.scene, "an error without a message: \(error)") }
            return
        }
        let host = PluginHost(searchPath: .standard(), print: { _ in })
        host.configure(uses: scene.plugins, limits: scene.pluginLimits, sceneState: context.lua)
        let snapshot = host.snapshot(for: geometry, eager: true)
        for error in host.errors where error.message.isEmpty {
            FuzzFailure.stop(.scene, "a plugin error without a message: \(error)")
        }
        let json = JSONWriter.document(contentSize: snapshot.contentSize, elements: snapshot.allElements())
        do {
            _ = try TinyJSONParser.parse(json)
        } catch {
            FuzzFailure.stop(.scene, "the dump is not JSON (\(error)):\n\(json.prefix(2000))")
        }
    }
}
