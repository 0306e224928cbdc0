import LayoutCore
import LuaLayout
import OperatingSystem
import Rendering

/// `lualayout show SCENE [--rect x,y,w,h] [--width COLUMNS]`: the layout drawn in the
/// terminal, the visible rect by default, as `:show` draws it.
struct ShowCommand {
    var scene: String
    var rect: Rect?
    var columns: Int?
    var pluginFolders: [String] = []

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> ShowCommand {
        var command = ShowCommand(scene: try arguments.onlyPositional(naming: "show needs a SCENE file"))
        command.rect = try arguments.rect()
        if let text = arguments.value("--width") {
            guard let n = Int(text), n >= 8 else { throw UsageError("--width: expected a number of columns ≥ 8, got '\(text)'") }
            command.columns = n
        }
        command.pluginFolders = arguments.values("--plugins")
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
