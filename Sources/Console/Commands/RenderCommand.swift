import LayoutCore
import Rendering

/// `lualayout render SCENE -o FILE.svg [--rect x,y,w,h]`: the layout as an SVG picture
/// (the whole content by default), as `:svg` writes it.
struct RenderCommand {
    var scene: String
    var output: String
    var rect: Rect?
    var pluginFolders: [String] = []

    static func parse(_ parser: inout ArgumentList) throws(UsageError) -> RenderCommand {
        guard let scene = parser.nextPositional() else { throw UsageError("render needs a SCENE file") }
        var output: String?
        var rect: Rect?
        var folders: [String] = []
        while let option = parser.next() {
            switch option {
            case "-o", "--output": output = try parser.value(for: option)
            case "--rect": rect = try parser.rect()
            case "--plugins": folders.append(try parser.value(for: option))
            default: throw UsageError("unknown option '\(option)' for render")
            }
        }
        guard let output else { throw UsageError("render needs -o FILE.svg") }
        return RenderCommand(scene: scene, output: output, rect: rect, pluginFolders: folders)
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
