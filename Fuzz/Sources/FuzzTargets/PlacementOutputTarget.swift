import Decorations
import LayoutCore
import LuaLayout
import OperatingSystem
import Rendering
import Scenes

/// Bytes → the body of a plugin's placement hook (`M.place(box, opts, out)`), run by the
/// plugin host on a small flow scene, as a scene's `use` runs it.
///
/// The host promises: every error has a message; a section whose placement it refused is
/// placed by the flow layout instead (its cells where the flow layout puts them, relative
/// to the section); every frame in the layout is finite with no negative side; the layout
/// writes valid JSON. A hook that loops is stopped by the scene's time limit.
struct PlacementOutputTarget: Sendable {
    let folder: String

    static let scene = """
        collection { width = 320, height = 480, scale = 2 }
        flow {
          itemSize = { 100, 50 }, minimumLineSpacing = 4, minimumInteritemSpacing = 2,
          headerReferenceSize = { 0, 20 }, footerReferenceSize = { 0, 10 },
          sectionInset = { top = 5, left = 5, bottom = 5, right = 5 },
        }
        sections { 0, 3, { items = 4, itemSizes = { {10, 20}, {0, 5}, {30, 0}, {7, 7} } } }
        limits { time = 0.05 }
        use("fuzz", { n = 2 })
        """

    static func plugin(body: String) -> String {
        """
        local M = { name = "fuzz", api = 1, defaults = { n = 1 } }
        function M.place(box, opts, out)
        \(body)
        end
        return M
        """
    }

    func run(_ body: String) {
        if let failure = TextFile.write(Self.plugin(body: body), to: folder + "/fuzz.lua") { fatalError("fuzz: \(failure)") }
        let host = PluginHost(searchPath: PluginSearchPath(folders: [folder]), print: { _ in })
        let context: SceneContext
        let scene: Scene
        let flow: LayoutGeometry
        do {
            context = try SceneContext(print: { _ in })
            try context.run(source: Self.scene, chunk: "scene.lua")
            scene = try context.scene()
            flow = try scene.geometry()
        } catch {
            FuzzFailure.stop(.place, "the fixed scene failed: \(error)")
        }
        // The scene with its plugin, through the one pipeline every command uses.
        let outcome: LayoutOutcome
        do {
            outcome = try LayoutPipeline.run(scene, host: host, sceneState: context.lua, eager: true)
        } catch {
            FuzzFailure.stop(.place, "a placement made the layout fail: \(error)")
        }
        let geometry = outcome.geometry, snapshot = outcome.snapshot
        let errors = outcome.errors
        for error in errors where error.message.isEmpty {
            FuzzFailure.stop(.place, "a plugin error without a message: \(error)")
        }
        let elements = snapshot.allElements()
        for element in elements {
            let f = element.frame
            guard f.x.isFinite, f.y.isFinite, f.width.isFinite, f.height.isFinite, f.width >= 0, f.height >= 0 else {
                FuzzFailure.stop(.place, "\(element.key) has the frame \(f)")
            }
        }
        // A refused section is the flow layout's, relative to where the section starts.
        for section in Set(errors.filter { $0.phase == .place }.compactMap(\.section)) where section < flow.sections.count {
            if Self.relativeCells(geometry.sections[section]) != Self.relativeCells(flow.sections[section]) {
                FuzzFailure.stop(.place, "section \(section)'s placement failed, and its cells are not the flow layout's")
            }
        }
        let json = JSONWriter.document(contentSize: snapshot.contentSize, elements: elements)
        do {
            _ = try TinyJSONParser.parse(json)
        } catch {
            FuzzFailure.stop(.place, "the dump is not JSON (\(error)):\n\(json.prefix(2000))")
        }
    }

    static func relativeCells(_ section: SectionLayout) -> [Rect] {
        section.itemFrames.map { Rect(x: $0.x - section.frame.x, y: $0.y - section.frame.y, width: $0.width, height: $0.height) }
    }
}
