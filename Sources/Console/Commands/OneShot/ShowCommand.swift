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
            guard let n = Int(text), (8...1000).contains(n) else {
                throw UsageError("--width: expected a number of columns from 8 to 1000, got '\(text)'")
            }
            command.columns = n
        }
        command.pluginFolders = arguments.values("--plugins")
        return command
    }

    func run() -> Int32 {
        do {
            let session = try SceneSession(file: scene, pluginFolders: pluginFolders)
            let rect = rect ?? session.scene.collectionView.bounds
            // Narrowed to keep a tall rect on one screen, as `:show` is, unless --width says.
            let width = columns ?? PictureCommands.fittingColumns(rect)
            let picture = PictureCommands.terminalPicture(session, rect: rect, columns: width)
            let status = Diagnostics.report(picture, scene: scene)
            guard StandardStreams.result(picture.body) else { return 1 }
            if let hint = ShowCommand.heightHint(picture.body, isTerminal: Terminal.standardOutputIsTerminal,
                                                 terminal: Terminal.currentSize()) {
                StandardStreams.err(hint)
            }
            return status
        } catch {
            StandardStreams.err("lualayout: \(error)\n")
            return 1
        }
    }

    /// What to say when the picture is taller than the terminal it went to (the rect is
    /// too tall for a readable width): how to see the rest. nil when it fits or is piped.
    static func heightHint(_ picture: String, isTerminal: Bool, terminal: Terminal.Size) -> String? {
        let lines = picture.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        guard isTerminal, lines > terminal.lines else { return nil }
        return "show: \(lines) lines, taller than the terminal (\(terminal.lines)): scroll back, pipe it to less -R, "
            + "or show less with --rect x,y,w,h (or fewer columns with --width)\n"
    }
}
