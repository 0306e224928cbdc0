import LayoutCore
import LuaLayout
import OperatingSystem
import Rendering

/// `lualayout render SCENE -o FILE.svg [--rect x,y,w,h] [--cells outline|tiles]`: the layout
/// as an SVG picture (the whole content by default), as `:svg` writes it.
struct RenderCommand {
    var scene: String
    var output: String
    var rect: Rect?
    var pluginFolders: [String] = []
    var cells: SVGCellDrawing = .outline

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> RenderCommand {
        let scene = try arguments.onlyPositional(naming: "render needs a SCENE file")
        guard let output = arguments.value("--output") else { throw UsageError("render needs -o FILE.svg") }
        // `render scene.lua -o scene.lua` replaced the scene with its picture, and `-o x.jpg`
        // wrote SVG text into a JPEG's name.
        if let problem = WriteGuard.pictureProblem(output, command: "render -o") { throw UsageError("-o \(output): \(problem)") }
        if let refusal = WriteGuard(scene: scene, plugins: []).refusal(output, command: "render -o") { throw UsageError(refusal) }
        var cells = SVGCellDrawing.outline
        if let text = arguments.value("--cells") {
            guard let value = SVGCellDrawing(rawValue: text) else { throw UsageError("--cells: expected outline or tiles, got '\(text)'") }
            cells = value
        }
        return RenderCommand(
            scene: scene, output: output, rect: try arguments.rect(), pluginFolders: arguments.values("--plugins"), cells: cells)
    }

    func run() -> Int32 {
        do {
            let session = try SceneSession(file: scene, pluginFolders: pluginFolders)
            let svg = PictureCommands.svgPicture(session, rect: rect, title: scene, cells: cells)
            let status = Diagnostics.report(session, scene: scene)
            // The plugins in use are known once the scene has run (a `.svg` named plugin file
            // is unusual, but a link to one is not refused by its name).
            let guarded = WriteGuard(scene: scene, plugins: session.host.loadedFiles.map { ($0.plugin, $0.path) })
            if let refusal = guarded.refusal(output, command: "render -o") {
                StandardStreams.err("lualayout: \(refusal)\n")
                return 1
            }
            if let failure = PictureCommands.writePicture(svg, to: output) {
                StandardStreams.err("lualayout: \(failure)\n")
                return 1
            }
            return status
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
