import Decorations
import LayoutCore
import LuaLayout
import OperatingSystem
import Rendering
import Scenes

/// A plugin's section hook whose body is the fuzzer's input, run by the plugin host on a
/// small flow scene (an empty section, headers, footers, insets), as a scene's `use` runs it.
///
/// The host promises that nothing a plugin emits moves a cell, header or footer, and that
/// the decorated layout still writes valid JSON; a hook that loops is stopped by the
/// scene's time limit (kept short so that the fuzzer stays fast).
struct PluginOutputTarget: Sendable {
    /// The folder the plugin file is written to, the host's only search folder.
    let folder: String

    static let scene = """
        collection { width = 320, height = 480, scale = 2 }
        flow {
          itemSize = { 100, 50 }, minimumLineSpacing = 4, minimumInteritemSpacing = 2,
          headerReferenceSize = { 0, 20 }, footerReferenceSize = { 0, 10 },
          sectionInset = { top = 5, left = 5, bottom = 5, right = 5 },
        }
        sections { 0, 3, 7 }
        limits { time = 0.05 }
        use("fuzz", { n = 2 })
        """

    /// The plugin around the body: options of each kind the host type-checks.
    static func plugin(body: String) -> String {
        """
        local M = { name = "fuzz", api = 1, defaults = { n = 1, color = "#FF000080", items = "odd", kind = "k" },
          types = { color = "color", items = "selector" } }
        function M.section(s, opts, out)
        \(body)
        end
        return M
        """
    }

    func run(_ body: String) {
        if let failure = TextFile.write(Self.plugin(body: body), to: folder + "/fuzz.lua") { fatalError("fuzz: \(failure)") }
        let host = PluginHost(searchPath: PluginSearchPath(folders: [folder]), print: { _ in })
        let outcome: LayoutOutcome
        do {
            let context = try SceneContext(print: { _ in })
            try context.run(source: Self.scene, chunk: "scene.lua")
            outcome = try LayoutPipeline.run(try context.scene(), host: host, sceneState: context.lua, eager: true)
        } catch {
            FuzzFailure.stop(.plugin, "the fixed scene failed: \(error)")
        }
        let geometry = outcome.geometry
        let decorated = outcome.snapshot
        let elements = decorated.allElements()
        let placed = ElementPlacement.byKey(elements.filter { $0.category != .decoration })
        let base = ElementPlacement.byKey(LayoutSnapshot(geometry: geometry).allElements())
        if placed != base {
            FuzzFailure.stop(.plugin, "the plugin moved, added or removed a cell, header or footer")
        }
        for error in host.errors where error.message.isEmpty {
            FuzzFailure.stop(.plugin, "a plugin error without a message: \(error)")
        }
        let json = JSONWriter.document(contentSize: decorated.contentSize, elements: elements)
        do {
            _ = try TinyJSONParser.parse(json)
        } catch {
            FuzzFailure.stop(.plugin, "the dump is not JSON (\(error)):\n\(json.prefix(2000))")
        }
    }
}
