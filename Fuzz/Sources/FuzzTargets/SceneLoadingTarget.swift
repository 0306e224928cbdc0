import Decorations
import LayoutCore
import LuaLayout
import Rendering
import Scenes

/// Scene source from the fuzzer, through everything `lualayout dump` does: the scene
/// reader, the layout pipeline with the bundled plugins (eagerly) and the JSON writer.
///
/// A rejected scene is fine (that is what errors are for); what must not happen is a crash,
/// a hang, an error without a message, or JSON that does not parse.
enum SceneLoadingTarget {
    static func run(_ source: String) {
        guard let context = try? SceneContext(print: { _ in }) else { FuzzFailure.stop(.scene, "no scene context") }
        let outcome: LayoutOutcome
        do {
            try context.run(source: source, chunk: "fuzz.lua")
            // Through the pipeline every command uses: plugins configured first, so that
            // placement (M.place) and reservation (M.reserve) hooks take part in the layout.
            let host = PluginHost(searchPath: .standard(), print: { _ in })
            let scene = try context.scene()
            // A valid scene of millions of items, laid out, decorated and dumped whole, takes
            // minutes under ASan (a fuzzer timeout) and tests the limits' own tests' ground.
            if scene.layout.itemCounts.reduce(0, +) > 10_000 { return }
            outcome = try LayoutPipeline.run(scene, host: host, sceneState: context.lua, eager: true)
        } catch {
            if error.message.isEmpty { FuzzFailure.stop(.scene, "an error without a message: \(error)") }
            return
        }
        for error in outcome.errors where error.message.isEmpty {
            FuzzFailure.stop(.scene, "a plugin error without a message: \(error)")
        }
        let snapshot = outcome.snapshot
        let json = JSONWriter.document(contentSize: snapshot.contentSize, elements: snapshot.allElements())
        do {
            _ = try TinyJSONParser.parse(json)
        } catch {
            FuzzFailure.stop(.scene, "the dump is not JSON (\(error)):\n\(json.prefix(2000))")
        }
    }
}
