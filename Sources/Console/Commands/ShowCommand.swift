import LayoutCore
import Rendering

/// `lualayout show SCENE [--rect x,y,w,h] [--width COLUMNS]`: the layout drawn in the
/// terminal, the visible rect by default, as `:show` draws it.
struct ShowCommand {
    var scene: String
    var rect: Rect?
    var columns: Int?
    var pluginFolders: [String] = []

    static func parse(_ parser: inout ArgumentList) throws(UsageError) -> ShowCommand {
        guard let scene = parser.nextPositional() else { throw UsageError("show needs a SCENE file") }
        var command = ShowCommand(scene: scene)
        while let option = parser.next() {
            switch option {
            case "--rect": command.rect = try parser.rect()
            case "--width":
                let text = try parser.value(for: "--width")
                guard let n = Int(text), n >= 8 else { throw UsageError("--width: expected a number of columns ≥ 8, got '\(text)'") }
                command.columns = n
            case "--plugins": command.pluginFolders.append(try parser.value(for: option))
            default: throw UsageError("unknown option '\(option)' for show")
            }
        }
        return command
    }

    func run() -> Int32 {
        do {
            let session = try SceneSession(file: scene, pluginFolders: pluginFolders)
            let rect = rect ?? session.scene.collectionView.bounds
            let width = columns ?? Platform.currentTerminalSize().columns
            Platform.write(PictureCommands.terminalPicture(session, rect: rect, columns: width))
            return Diagnostics.report(session, scene: scene)
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }
}
