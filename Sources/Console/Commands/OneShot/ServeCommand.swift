#if canImport(Glibc)
import Glibc
#endif
import LuaLayout
import OperatingSystem
import PreviewServer

/// `lualayout serve SCENE [--port N] [--plugins DIR]...`: the live preview in the browser.
///
/// This thread owns the scene (`LivePreview`); the HTTP server's threads only read the
/// published state and leave scroll requests on the `PreviewBoard`. The loop sleeps in
/// `poll` until one of three things happens: Ctrl-C (SIGINT and SIGTERM are blocked before
/// any thread starts, every thread inherits that, and are taken here with `sigtimedwait`
/// at least every 100 ms: Glibc's Swift module has no `signalfd`), a scroll request (the board's wake descriptor), or the kernel's word that a watched file
/// was saved (`FileEvents`, inotify). Without inotify, or for a folder it cannot watch,
/// the files' times are polled every 50 ms instead. A new state that is the same as the one
/// out (a save that changed nothing) is not sent.
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

    /// How often the loop looks for Ctrl-C while nothing else wakes it.
    static let signalMilliseconds: Int32 = 100

    func run() -> Int32 {
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        // Watched before it is read: a change made while it loads is a change.
        var watch = FileWatch(files: [scene])
        let preview = LivePreview(sceneFile: scene, pluginFolders: pluginFolders)
        watch.watch(files: preview.watchedFiles)
        var reported = report(preview.failureTexts, after: [])
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
        while true {
            var waiting = [pollfd(fd: board.wakeDescriptor, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: watch.descriptor, events: Int16(POLLIN), revents: 0)]
            _ = poll(&waiting, nfds_t(waiting.count), min(watch.pollMilliseconds, ServeCommand.signalMilliseconds))
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            let signal = sigtimedwait(&signals, nil, &now)
            if signal == SIGINT || signal == SIGTERM { break }
            var changed = false
            if let scroll = board.takeScrollRequest() { changed = preview.scroll(scroll) }
            if watch.filesChanged() {
                preview.load()
                watch.watch(files: preview.watchedFiles)
                reported = report(preview.failureTexts, after: reported)
                changed = true
            }
            if changed { board.publish(preview.stateJSON()) }
        }
        server.stop()
        return 0
    }

    /// Tells the terminal why the files on disk are not shown, in full, once per new reason
    /// (the page gets what it may see: `PreviewError`).
    private func report(_ failures: [String], after reported: [String]) -> [String] {
        if failures != reported {
            for failure in failures { StandardStreams.err("lualayout: \(failure)\n") }
        }
        return failures
    }
}
