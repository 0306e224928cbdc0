import Foundation
import TestSupport
import XCTest

/// What the preview shows as files change (issue 37, 2-4 and 9): a plugin that failed is
/// loaded again when its file is fixed; a scene broken at start says where; a plugin that
/// stops loading keeps the last good picture with the notice; a save that changes nothing
/// sends nothing.
final class ServeReloadTests: XCTestCase {
    private var folder = ""
    private var scene: String { folder + "/scene.lua" }
    private var plugins: String { folder + "/plugins" }
    private var plugin: String { plugins + "/tiny_mark.lua" }

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
        folder = NSTemporaryDirectory() + "lualayout-reload-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: plugins, withIntermediateDirectories: true)
        try ServeReloadTests.sceneText.write(toFile: scene, atomically: false, encoding: .utf8)
        try ServeReloadTests.pluginText.write(toFile: plugin, atomically: false, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func state(_ server: ServeProcess, seconds: Double = 5, until condition: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        repeat {
            last = LoopbackHTTP.request(port: server.port, "GET", "/state", seconds: 2)?.body ?? ""
            if condition(last) { return last }
            usleep(30_000)
        } while Date() < deadline
        return last
    }

    private static let broken = "local M = { name = \"tiny_mark\", api = 1, defaults = {} \nreturn M\n"

    func testAPluginThatFailedToLoad_IsLoadedAgainWhenItsFileIsFixed_WithoutSavingTheScene() throws {
        try ServeReloadTests.broken.write(toFile: plugin, atomically: false, encoding: .utf8)
        let server = try ServeProcess(scene: scene, arguments: ["--plugins", plugins])
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let failed = state(server) { $0.contains("tiny_mark.lua") }
        XCTAssertFalse(failed.contains("\"kind\": \"mark\""), "no decorations from a plugin that did not load")
        XCTAssertTrue(failed.contains("\"file\":\"\(plugin)\""), String(failed.suffix(300)))
        try ServeReloadTests.pluginText.write(toFile: plugin, atomically: false, encoding: .utf8)
        let fixed = state(server) { $0.contains("\"kind\": \"mark\"") }
        XCTAssertTrue(fixed.contains("\"kind\": \"mark\""), "the fixed plugin draws: \(fixed.suffix(300))")
        XCTAssertTrue(fixed.contains("\"errors\":[]"), String(fixed.suffix(300)))
    }

    func testAPluginThatStopsLoading_KeepsTheLastGoodPicture_WithTheNotice() throws {
        let server = try ServeProcess(scene: scene, arguments: ["--plugins", plugins])
        defer { XCTAssertEqual(server.interrupt(), 0) }
        XCTAssertTrue(state(server) { $0.contains("\"kind\": \"mark\"") }.contains("\"stale\":false"))
        try ServeReloadTests.broken.write(toFile: plugin, atomically: false, encoding: .utf8)
        let kept = state(server) { $0.contains("\"stale\":true") }
        XCTAssertTrue(kept.contains("\"stale\":true"), "the notice: \(kept.suffix(300))")
        XCTAssertTrue(kept.contains("\"kind\": \"mark\""), "the last good decorations stay")
        XCTAssertTrue(kept.contains("\"file\":\"\(plugin)\",\"line\":"), String(kept.suffix(300)))
    }

    func testASceneBrokenAtStart_StateCarriesItsFileAndLine() throws {
        try "collection { width = 200 }\nsections { 3,\n".write(toFile: scene, atomically: false, encoding: .utf8)
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let broken = state(server) { $0.contains("errors") }
        XCTAssertTrue(broken.contains("\"svg\":null"), broken)
        XCTAssertTrue(broken.contains("\"file\":\"\(scene)\",\"line\":3"), broken)
        XCTAssertTrue(broken.contains("\"elements\":[]"), "the state has the fields the page reads")
    }

    /// A save of the same bytes (and a `touch`) sends no new state down the event stream.
    func testASaveThatChangesNothing_SendsNothing() throws {
        let server = try ServeProcess(scene: scene, arguments: ["--plugins", plugins])
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let stream = try XCTUnwrap(LoopbackSocket(port: server.port))
        stream.send("GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        XCTAssertTrue(stream.receive(seconds: 5, until: "\"elements\"").contains("event: state"))
        // Let the first event end.
        _ = stream.receive(seconds: 0.3)
        try ServeReloadTests.sceneText.write(toFile: scene, atomically: false, encoding: .utf8)
        try ServeReloadTests.sceneText.write(toFile: scene, atomically: true, encoding: .utf8)
        XCTAssertFalse(stream.receive(seconds: 1, until: "event: state").contains("event: state"), "nothing new to send")
        // A save that changes something still does.
        try ServeReloadTests.sceneText.replacingOccurrences(of: "{ 12 }", with: "{ 13 }")
            .write(toFile: scene, atomically: true, encoding: .utf8)
        XCTAssertTrue(stream.receive(seconds: 5, until: "event: state").contains("event: state"))
    }

    /// The inspector says which `color_rules` rules coloured a cell (issue 37, 7): each
    /// that applies, with its use, line and the attributes it sets; a rule for other cells,
    /// or for headers, is not named.
    func testACellsStateNamesTheColorRulesThatApplyToIt() throws {
        try """
            collection { width = 200, height = 100 }
            flow { itemSize = { 50, 50 } }
            sections { 4, 4 }
            use("color_rules", { rules = {
              { items = "even", color = "#FFFFFF" },
              { items = "odd", color = "#F2F2F7", borderWidth = 0 },
              { target = "header", color = "#FFCC00" },
              { sections = "last", items = "first", color = "#FF3B30" },
            } })

            """.write(toFile: scene, atomically: false, encoding: .utf8)
        let server = try ServeProcess(scene: scene)
        defer { XCTAssertEqual(server.interrupt(), 0) }
        let state = self.state(server) { $0.contains("\"elements\"") }
        let use = "use 1, color_rules (\(scene):4)"
        XCTAssertTrue(state.contains("\"rules\": [\"\(use), rule 2: borderWidth, color\"]"), "cell 0.1: \(state)")
        XCTAssertTrue(state.contains("\"rules\": [\"\(use), rule 1: color\", \"\(use), rule 4: color\"]"), "cell 1.0: \(state)")
    }
}
