import LuaLayout
import OperatingSystem
import Rendering

/// `lualayout render SCENE -o FILE.svg|FILE.png [--rect x,y,w,h] [--zoom N] [--cells outline|tiles]
/// [--no-viewport]`: the layout as a picture (the whole content by default), as `:svg` writes it.
struct RenderCommand {
    var scene: String
    var output: String
    var rect: Rect?
    var pluginFolders: [String] = []
    var cells: SVGCellDrawing = .outline
    /// Pixels a point; nil takes the scene's scale for a PNG.
    var zoom: Double?
    var marksViewport = true

    /// The zooms `--zoom` takes: a 16x PNG of a phone screen is already 6000 pixels wide.
    static let zoomRange = 0.25...16.0

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> RenderCommand {
        let scene = try arguments.onlyPositional(naming: "render needs a SCENE file")
        guard let output = arguments.value("--output") else { throw UsageError("render needs -o FILE.svg") }
        // `render scene.lua -o scene.lua` replaced the scene with its picture, and `-o x.jpg`
        // wrote SVG text into a JPEG's name.
        if let problem = WriteGuard.pictureProblem(output, command: "render -o") { throw UsageError("-o \(output): \(problem)") }
        if let refusal = WriteGuard(scene: scene, plugins: []).refusal(output, command: "render -o") { throw UsageError(refusal) }
        var zoom: Double?
        if let text = arguments.value("--zoom") {
            guard let value = Double(text), RenderCommand.zoomRange.contains(value) else {
                throw UsageError("--zoom: expected a number of pixels a point from 0.25 to 16, got '\(text)'")
            }
            zoom = value
        }
        var cells = SVGCellDrawing.outline
        if let text = arguments.value("--cells") {
            guard let value = SVGCellDrawing(rawValue: text) else { throw UsageError("--cells: expected outline or tiles, got '\(text)'") }
            cells = value
        }
        return RenderCommand(
            scene: scene, output: output, rect: try arguments.rect(), pluginFolders: arguments.values("--plugins"), cells: cells,
            zoom: zoom, marksViewport: !arguments.flag("--no-viewport"))
    }

    func run() -> Int32 {
        do {
            let session = try SceneSession(file: scene, pluginFolders: pluginFolders)
            let devicePixels = zoom ?? session.scene.collectionView.scale
            let isPNG = PictureCommands.pictureFormat(output) == .png
            let picture = PictureCommands.Picture(
                rect: rect, title: scene, cells: cells, devicePixels: devicePixels,
                documentScale: isPNG ? 1 : zoom ?? 1, marksViewport: marksViewport)
            let (svg, unmarked) = PictureCommands.svgPicture(session, picture)
            let status = Diagnostics.report(svg, scene: scene)
            // The picture is whole without the marks: a warning, as the layout's are.
            if let unmarked { StandardStreams.err("\(scene): warning: \(unmarked)\n") }
            // The plugins in use are known once the scene has run (a `.svg` named plugin file
            // is unusual, but a link to one is not refused by its name).
            let guarded = WriteGuard(scene: scene, plugins: session.host.loadedFiles.map { ($0.plugin, $0.path) })
            if let refusal = guarded.refusal(output, command: "render -o") {
                StandardStreams.err("lualayout: \(refusal)\n")
                return 1
            }
            let note = { (text: String) in StandardStreams.err("\(output): note: \(text)\n") }
            if let failure = PictureCommands.writePicture(svg.body, to: output, zoom: devicePixels, note: note) {
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
