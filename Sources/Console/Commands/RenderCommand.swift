import LayoutCore
import Rendering

/// `lualayout render SCENE -o FILE.svg [--rect x,y,w,h]`: the layout as an SVG picture
/// (the whole content by default), as `:svg` writes it.
struct RenderCommand {
    var scene: String
    var output: String
    var rect: Rect?
    var pluginFolders: [String] = []

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> RenderCommand {
        let scene = try arguments.onlyPositional(naming: "render needs a SCENE file")
        guard let output = arguments.value("--output") else { throw UsageError("render needs -o FILE.svg") }
        return RenderCommand(scene: scene, output: output, rect: try arguments.rect(), pluginFolders: arguments.values("--plugins"))
    }

    func run() -> Int32 {
        do {
            let session = try SceneSession(file: scene, pluginFolders: pluginFolders)
            let svg = PictureCommands.svgPicture(session, rect: rect, title: scene)
            let status = Diagnostics.report(session, scene: scene)
            if let failure = TextFile.write(svg, to: output) {
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
