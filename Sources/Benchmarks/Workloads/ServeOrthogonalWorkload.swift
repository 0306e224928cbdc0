import Decorations
import OperatingSystem

// serve-orthogonal-step: one step of a sideways drag in the preview, through a real
// `lualayout serve`.

extension Suite {
    /// One step of a drag of the bundled carousel's row (Scenes/carousel.lua, whose
    /// `carousel` plugin is a visible-items handler), as the page sends it: a scroll to a
    /// new orthogonal offset, until its new state (the layout at that offset, with the
    /// handler's transforms, and the pictures) has reached an open event stream. A 60 Hz
    /// drag needs it within a frame, 16 ms. No reference arm.
    func serveOrthogonalStep() -> [BenchmarkRow] {
        let name = "serve-orthogonal-step"
        guard let plugins = PluginSearchPath.bundledFolder(environment: ProcessEnvironment.current) else {
            return skipped(name, PluginSearchPath.missingBundledNote)
        }
        // The checkout's (or install's) Scenes/ beside its Plugins/.
        let scene = String(plugins.dropLast("Plugins".count)) + "Scenes/carousel.lua"
        guard FileStatus.isRegularFile(scene) else { return skipped(name, "no bundled scene at \(scene)") }
        let served: ServedScene
        switch ServedScene.start(scene) {
        case .success(let started): served = started
        case .failure(let problem): return skipped(name, problem.message)
        }
        defer { served.server.interrupt() }
        // 8-point steps back and forth across the row's first 400 points: every step is a
        // new offset, so every one is laid out and sent.
        var step = 0, lost = 0
        let result = plan.interleave([{
            step += 1
            let offset = 8 * (step % 100 < 50 ? step % 50 : 50 - step % 50) + 4
            return seconds {
                let request = LoopbackStream(port: served.port)
                request?.send("POST /scroll?x=0&y=0&s=0&o=\(offset) HTTP/1.1\r\nHost: 127.0.0.1:\(served.port)\r\n"
                    + "X-LuaLayout: scroll\r\nContent-Length: 0\r\n\r\n")
                if request == nil || served.events.receive(from: "event: state", to: "\n\n", seconds: 10) == nil { lost += 1 }
            }
        }])
        return [BenchmarkRow(
            name: name, unit: .seconds, samples: result[0], reference: nil,
            note: "`lualayout serve`: scroll Scenes/carousel.lua's row (a visible-items handler) 8 points sideways until its "
                + "new state has reached an open event stream (a 60 Hz drag: ≤ 16 ms)",
            details: lost == 0 ? [] : ["\(lost) steps did not reach the stream within 10 s"])]
    }
}
