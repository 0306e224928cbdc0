#if canImport(Glibc)
import Glibc
#endif
import LuaLayout
import OperatingSystem
import PreviewServer

/// `lualayout serve SCENE [--port N] [--plugins DIR]...`: the live preview in the browser.
///
/// This thread owns the scene (`LivePreview`); the HTTP server's threads only read the
/// published state and leave scroll requests on the `PreviewBoard`. Every 50 ms the loop
/// takes a scroll request and checks the watched files, so a save shows within about
/// 100 ms. SIGINT and SIGTERM are blocked before any thread starts (every thread inherits
/// that) and taken here with `sigtimedwait`: Ctrl-C stops the server and exits 0.
struct ServeCommand {
    var scene: String
    var port: UInt16 = 8_765
    var pluginFolders: [String] = []

    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> ServeCommand {
        var command = ServeCommand(scene: try arguments.onlyPositional(naming: "serve needs a SCENE file"))
        if let text = arguments.value("--port") {
            guard let port = UInt16(text) else { throw UsageError("--port: expected a port number from 0 to 65535, got '\(text)'") }
            command.port = port
        }
        command.pluginFolders = arguments.values("--plugins")
        return command
    }

    func run() -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        let preview = LivePreview(sceneFile: scene, pluginFolders: pluginFolders)
        if preview.hasNoVersion, let failure = preview.failureText {
            // Served anyway: fixing the file shows the layout, as any later save does.
            StandardStreams.err("lualayout: \(failure)\n")
        }
        let board = PreviewBoard()
        board.publish(preview.stateJSON())
        let server = HTTPServer(board: board)
        if let failure = server.start(port: port) {
            StandardStreams.err("lualayout: \(failure) (--port N picks another)\n")
            return 1
        }
        guard StandardStreams.result("serving \(scene) at \(server.address) (Ctrl-C stops)\n") else {
            server.stop()
            return 1
        }
        var tick = timespec(tv_sec: 0, tv_nsec: 50_000_000)
        while true {
            let signal = sigtimedwait(&signals, nil, &tick)
            if signal == SIGINT || signal == SIGTERM { break }
            var changed = false
            if let offset = board.takeScrollRequest() { changed = preview.scroll(to: Point(x: offset.x, y: offset.y)) }
            if preview.reloadIfChanged() { changed = true }
            if changed { board.publish(preview.stateJSON()) }
        }
        server.stop()
        return 0
    }
}
