import Foundation
import TestSupport
import XCTest

/// `lualayout serve` when a file it watches is swapped for something else: a named pipe
/// (issue 38, 1) is refused without blocking the thread that owns the scene, so the page
/// says why, scrolls still apply and Ctrl-C still ends the server; a link to a file the
/// client should not read (issue 38, 8) gets the scene's path and line on the page, none
/// of the file's words, and the whole message in the terminal.
final class ServeSwappedFileTests: XCTestCase {
    private var folder = ""
    private var scene: String { folder + "/scene.lua" }
    private var plugins: String { folder + "/plugins" }

    private static let sceneText = """
        collection { width = 200, height = 100 }
        flow { itemSize = { 50, 50 } }
        sections { 12 }
        use("tiny_mark", {})

        """

    private static let pluginText = """
        local M = { name = "tiny_mark", api = 1, defaults = {} }
        function M.section(s, opts, out)
          out:add(out:kind("mark", {}), s.frame.x, s.frame.y, 4, 4)
        end
        return M

        """

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-swap-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        try ServeSwappedFileTests.sceneText.write(toFile: scene, atomically: false, encoding: .utf8)
        try ServeSwappedFileTests.pluginText.write(toFile: plugins + "/tiny_mark.lua", atomically: false, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The state's JSON once `condition` holds of it (within `seconds`), or the last seen.
    private func state(_ server: ServeProcess, seconds: Double = 5, until condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        repeat {
            last = LoopbackHTTP.request(port: server.port, "GET", "/state", seconds: 2)?.body ?? ""
            if condition(last) { return last }
            usleep(50_000)
        } while Date() < deadline
        return last
    }

    private func swapForAPipe(_ path: String) throws {
        try FileManager.default.removeItem(atPath: path)
        XCTAssertEqual(mkfifo(path, 0o600), 0, "mkfifo \(path)")
    }

    func testSceneSwappedForANamedPipe_IsRefusedWithoutBlocking_ScrollsApply_AndCtrlCStops() throws {
        let server = try ServeProcess(scene: scene, arguments: ["--plugins", plugins])
        XCTAssertTrue(state(server) { $0.contains("\"svg\":\"<") }.contains("\"stale\":false"))
        try swapForAPipe(scene)
        let refused = state(server) { $0.contains("Not a regular file") }
        XCTAssertTrue(refused.contains("scene.lua: cannot read the scene file: Not a regular file"), refused.prefix(400) + "")
        XCTAssertTrue(refused.contains("\"stale\":true"), "the last good picture stays")
        // The owner's thread is not stuck: a scroll is applied.
        let scroll = LoopbackHTTP.request(port: server.port, "POST", "/scroll?x=0&y=40", headers: ["X-LuaLayout": "scroll"])
        XCTAssertEqual(scroll?.status, 204)
        XCTAssertTrue(state(server) { $0.contains("\"viewport\":[0, 40,") || $0.contains("\"viewport\":[0,40,") }.contains("40"),
                      "the scroll was applied")
        XCTAssertEqual(server.interrupt(seconds: 5), 0, "Ctrl-C ends the server")
    }

    func testPluginSwappedForANamedPipe_IsRefusedWithoutBlocking_AndCtrlCStops() throws {
        let server = try ServeProcess(scene: scene, arguments: ["--plugins", plugins])
        XCTAssertTrue(state(server) { $0.contains("\"svg\":\"<") }.contains("\"kind\": \"mark\""), "the plugin draws")
        try swapForAPipe(plugins + "/tiny_mark.lua")
        // The scene saved again, so that the plugin is looked for again.
        try ServeSwappedFileTests.sceneText.appending("-- saved\n").write(toFile: scene, atomically: false, encoding: .utf8)
        let refused = state(server) { $0.contains("not a regular file") }
        XCTAssertTrue(refused.contains("not a regular file"), String(refused.prefix(600)))
        XCTAssertEqual(server.interrupt(seconds: 5), 0, "Ctrl-C ends the server")
    }

    /// The scene replaced by a link to a file that is not Lua (a secret the server can read):
    /// its syntax error reaches the page as the scene's path and line and Lua's words, none
    /// of the file's; the terminal gets the whole message. Before, the page quoted the
    /// file's first token.
    func testSceneSwappedForALinkToAnotherFile_ThePageGetsThePathAndLine_NotTheFilesWords() throws {
        let secret = folder + "/secret.txt"
        try "root:x:0:0:hunter2:/root:/bin/bash\n".write(toFile: secret, atomically: false, encoding: .utf8)
        let log = folder + "/stderr.txt"
        let server = try ServeProcess(scene: scene, arguments: ["--plugins", plugins], errors: log)
        XCTAssertTrue(state(server) { $0.contains("\"svg\":\"<") }.contains("\"stale\":false"))
        try FileManager.default.removeItem(atPath: scene)
        try FileManager.default.createSymbolicLink(atPath: scene, withDestinationPath: secret)
        let shown = state(server) { $0.contains("\"line\":1}") }
        XCTAssertTrue(shown.contains("\"text\":\"\(scene):1: "), String(shown.suffix(400)))
        XCTAssertTrue(shown.contains("\"file\":\"\(scene)\",\"line\":1"), String(shown.suffix(400)))
        for word in ["root", "hunter2", "bash"] {
            XCTAssertFalse(shown.contains(word), "the page quotes the file: \(word)")
        }
        XCTAssertEqual(server.interrupt(seconds: 5), 0)
        let terminal = try String(contentsOfFile: log, encoding: .utf8)
        XCTAssertTrue(terminal.contains("\(scene):1: ") && terminal.contains("near"), "the terminal has the whole message: \(terminal)")
    }
}
