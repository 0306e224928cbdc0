import Decorations
import LayoutCore
import LuaLayout
import Rendering
import Scenes

/// Bytes → a scene built from the list and compositional readers' own vocabulary: `list { }`
/// or `compositional { }` with their keys (and near misses of them), values at the edges
/// (NaN, infinities, -0, huge, negative, wrong types, misspelt enumerations), the view's
/// scale, direction and orthogonal offsets, sections, sometimes a second layout, an update
/// or `list_separators` with a handler that returns fuzzed fields. Random bytes as Lua
/// (the `scene` target) rarely get past the parser to these keys; this reaches them.
///
/// Promises: a refused scene says why, at a line of the scene (or at none), in the scene's
/// file; an accepted one lays out with every frame finite, its plugin errors each with a
/// message, and its dump is JSON.
enum SceneReadersTarget {
    static let file = "readers.lua"

    static func run(_ bytes: UnsafeRawBufferPointer) {
        var reader = ByteReader(bytes)
        check(SceneReadersSource.scene(&reader))
    }

    static func check(_ source: String) {
        guard let context = try? SceneContext(print: { _ in }) else { FuzzFailure.stop(.readers, "no scene context") }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).count
        let outcome: LayoutOutcome
        do {
            try context.run(source: source, chunk: file)
            let host = PluginHost(searchPath: .standard(), print: { _ in })
            outcome = try LayoutPipeline.run(try context.scene(), host: host, sceneState: context.lua, eager: true)
        } catch {
            if error.message.isEmpty { FuzzFailure.stop(.readers, "an error without a message:\n\(source)") }
            if error.file != file { FuzzFailure.stop(.readers, "an error in \(error.file), not the scene: \(error)\n\(source)") }
            if let line = error.line, !(1...lines).contains(line) {
                FuzzFailure.stop(.readers, "an error at line \(line) of a \(lines)-line scene: \(error)\n\(source)")
            }
            return
        }
        for error in outcome.errors where error.message.isEmpty {
            FuzzFailure.stop(.readers, "a plugin error without a message: \(error)\n\(source)")
        }
        let elements = outcome.snapshot.allElements()
        for element in elements {
            let f = element.frame
            guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite else {
                FuzzFailure.stop(.readers, "a frame that is not finite: \(element)\n\(source)")
            }
        }
        let json = JSONWriter.document(contentSize: outcome.snapshot.contentSize, elements: elements)
        do {
            _ = try TinyJSONParser.parse(json)
        } catch {
            FuzzFailure.stop(.readers, "the dump is not JSON (\(error)):\n\(source)")
        }
    }
}
