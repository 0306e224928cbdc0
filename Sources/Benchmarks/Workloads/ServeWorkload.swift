import OperatingSystem

// serve-save: the preview's live update, through a real `lualayout serve`; the server it
// runs, shared with serve-orthogonal-step.

extension Suite {
    /// A save of the scene until its new state has reached an open event stream, as the
    /// browser page receives it: the kernel's file event (inotify), the layout, the picture
    /// and the event. No reference arm: the target is the (37, 9), 20 ms.
    func serveSave() -> [BenchmarkRow] {
        let name = "serve-save"
        guard let folder = TemporaryFolder.make(prefix: "lualayout-bench-serve") else {
            return skipped(name, "cannot make a temporary folder: \(TextFile.lastErrorDescription)")
        }
        defer { TemporaryFolder.remove(folder) }
        let scene = folder + "/scene.lua"
        // Two versions saved in turn, so that every save changes the layout.
        func text(_ count: Int) -> String {
            """
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 100, 50 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10, headerReferenceSize = { 0, 30 } }
            sections { \(count), 12, 12, 12 }
            use("section_background", { colors = { "#34C75966" }, cover = "section" })
            use("separators", {})

            """
        }
        if let failure = TextFile.write(text(12), to: scene) { return skipped(name, failure) }
        let served: ServedScene
        switch ServedScene.start(scene) {
        case .success(let started): served = started
        case .failure(let problem): return skipped(name, problem.message)
        }
        defer { served.server.interrupt() }
        let stream = served.events
        var saves = 0, lost = 0
        let result = plan.interleave([{
            saves += 1
            return seconds {
                _ = TextFile.write(text(saves % 2 == 0 ? 12 : 11), to: scene)
                if stream.receive(from: "event: state", to: "\n\n", seconds: 10) == nil { lost += 1 }
            }
        }])
        return [BenchmarkRow(
            name: name, unit: .seconds, samples: result[0], reference: nil,
            note: "`lualayout serve`: save a 48-cell scene with two plugins until its new state has reached an open event stream (target ≤ 20 ms)",
            details: lost == 0 ? [] : ["\(lost) saves did not reach the stream within 10 s"])]
    }
}

/// A `lualayout serve` of one scene, started beside `lualayout-bench`, with an event
/// stream open on it that has received the first state, as the browser page's.
struct ServedScene {
    let server: RunningChild
    let port: UInt16
    let events: LoopbackStream

    /// Why the server could not be started or read (the row is then not run).
    struct NotStarted: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Starts the server, or says why it could not.
    static func start(_ scene: String) -> Result<ServedScene, ServedScene.NotStarted> {
        guard let lualayout = SiblingExecutable.path(named: "lualayout"), FileStatus.isExecutable(lualayout) else {
            return .failure(ServedScene.NotStarted("lualayout is not beside lualayout-bench"))
        }
        guard let server = RunningChild([lualayout, "serve", scene, "--port", "0"]) else {
            return .failure(ServedScene.NotStarted("lualayout serve did not start"))
        }
        // Its first line: `serving SCENE at http://127.0.0.1:PORT/ (Ctrl-C stops)`.
        let banner = server.read(until: "/ ", seconds: 10)
        guard let at = banner.firstRange(of: "http://127.0.0.1:"), let port = UInt16(banner[at.upperBound...].prefix { $0.isNumber }),
              let stream = LoopbackStream(port: port)
        else {
            server.interrupt()
            return .failure(ServedScene.NotStarted("lualayout serve printed no address: \(banner)"))
        }
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        guard stream.receive(from: "event: state", to: "\n\n", seconds: 10) != nil else {
            server.interrupt()
            return .failure(ServedScene.NotStarted("the event stream sent no first state"))
        }
        return .success(ServedScene(server: server, port: port, events: stream))
    }
}
