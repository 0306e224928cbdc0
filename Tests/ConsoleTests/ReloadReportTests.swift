import Foundation
import XCTest

@testable import Console

/// `:reload` (and the watch reload, which goes through the same `ReplState.reload`) says
/// "reloaded" only when the new version works where the user looks, and `:plugins` shows
/// the plugin's current trouble, not an error a later reload cured.
final class ReloadReportTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-reload-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "sections { 1, 1, 1 }\nuse(\"marker\", {})\n".write(toFile: folder + "/scene.lua", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A plugin that adds one mark per section and fails on section `failing` (the host's
    /// fixture has sections 0 and 1 only, so a failure on section 2 passes its dry run).
    private func writePlugin(failingOn failing: Int?) throws {
        let check = failing.map { "if s.index == \($0) then error(\"broken on \($0)\") end" } ?? ""
        try """
            local M = { name = "marker", api = 1, defaults = {} }
            function M.section(s, opts, out)
              \(check)
              out:add{ kind = "mark", frame = { 0, s.frame.y, 1, 1 } }
            end
            return M
            """.write(toFile: folder + "/marker.lua", atomically: true, encoding: .utf8)
    }

    private func session() throws -> ReplState {
        try ReplState(options: ReplOptions(sceneFile: folder + "/scene.lua", keepGoing: true, pluginFolders: [folder]))
    }

    func testReload_NewVersionFailsOnAVisibleSection_IsReportedAsFailed() throws {
        try writePlugin(failingOn: nil)
        let state = try session()
        try writePlugin(failingOn: 2)
        XCTAssertFalse(state.reload(plugin: "marker"))
        XCTAssertEqual(state.errorCount, 1)
        XCTAssertEqual(PluginCommands.lastError(of: "marker", in: state)?.message, "broken on 2")
        XCTAssertEqual(PluginCommands.lastError(of: "marker", in: state)?.section, 2)
        // The previous version runs again: generation 1, a mark in every section.
        XCTAssertEqual(state.session.pluginStatus.first { $0.name == "marker" }?.generation, 1)
        XCTAssertEqual(state.session.elements(in: nil).filter { $0.kind == "mark" }.map(\.indexPath.section), [0, 1, 2])
        XCTAssertEqual(state.session.outcome.errors.map(\.message), [])
    }

    func testPlugins_AfterAGoodReload_ShowsNoLastError() throws {
        try writePlugin(failingOn: nil)
        let state = try session()
        try writePlugin(failingOn: 2)
        state.reload(plugin: "marker")
        try writePlugin(failingOn: nil)
        XCTAssertTrue(state.reload(plugin: "marker"))
        XCTAssertNil(PluginCommands.lastError(of: "marker", in: state))
        let status = try XCTUnwrap(state.session.pluginStatus.first { $0.name == "marker" })
        XCTAssertEqual(status.generation, 3)
        XCTAssertFalse(
            PluginCommands.describe(status, lastError: PluginCommands.lastError(of: "marker", in: state), printer: state.printer)
                .contains("last error"))
    }

    /// The scene file reloaded (`:reset`, `:watch`) with a typo in a `use`'s options kept
    /// the broken use and lost the plugin's marks; typed, the same `use` is refused. The
    /// scene shown stays, and the typo is reported with its line.
    func testSceneReload_WithAUseThatCannotStart_KeepsTheSceneShown() throws {
        try writePlugin(failingOn: nil)
        let state = try session()
        try "sections { 1, 1, 1 }\nuse(\"marker\", { colr = 1 })\n".write(toFile: folder + "/scene.lua", atomically: true, encoding: .utf8)
        XCTAssertFalse(state.load(file: folder + "/scene.lua"))
        XCTAssertEqual(state.errorCount, 2)
        XCTAssertEqual(state.session.scene.plugins.map(\.name), ["marker"])
        XCTAssertEqual(state.session.scene.plugins.first?.line, 2)
        XCTAssertEqual(state.session.elements(in: nil).filter { $0.kind == "mark" }.map(\.indexPath.section), [0, 1, 2])
        XCTAssertEqual(state.session.outcome.errors.map(\.message), [])
        // Fixed, it loads.
        try "sections { 1, 1 }\nuse(\"marker\", {})\n".write(toFile: folder + "/scene.lua", atomically: true, encoding: .utf8)
        XCTAssertTrue(state.load(file: folder + "/scene.lua"))
        XCTAssertEqual(state.session.elements(in: nil).filter { $0.kind == "mark" }.map(\.indexPath.section), [0, 1])
    }

    func testReload_ThatDoesNotLoad_KeepsThePreviousVersionAndIsItsLastError() throws {
        try writePlugin(failingOn: nil)
        let state = try session()
        try "return 42".write(toFile: folder + "/marker.lua", atomically: true, encoding: .utf8)
        XCTAssertFalse(state.reload(plugin: "marker"))
        XCTAssertEqual(state.session.pluginStatus.first { $0.name == "marker" }?.generation, 1)
        XCTAssertEqual(PluginCommands.lastError(of: "marker", in: state)?.phase, .reload)
    }

    /// Lines for the REPL, each with an action run just before it is read (a file edited
    /// between two inputs, as a user edits while the REPL watches).
    private final class ScriptedReader: LineReader {
        var steps: [(action: () throws -> Void, line: String)]
        init(_ steps: [(action: () throws -> Void, line: String)]) { self.steps = steps }
        func read(prompt: String) -> LineEvent {
            guard !steps.isEmpty else { return .end }
            let step = steps.removeFirst()
            try? step.action()
            return .line(step.line)
        }
        func remember(_ entry: String) {}
    }

    /// A watch reload that fails leaves its error as the last thing shown: the picture is
    /// drawn again only after a reload that worked.
    func testWatch_FailedReloadDrawsNoPicture_AGoodOneDoes() throws {
        try writePlugin(failingOn: nil)
        let state = try session()
        let results = folder + "/results.txt"
        let repl = Repl(state: state, reader: ScriptedReader([
            ({}, ":output \(results)"),
            ({}, ":watch on"),
            ({ try self.writePlugin(failingOn: 2) }, "= 'after the broken version'"),
            ({ try self.writePlugin(failingOn: nil) }, "= 'after the good version'"),
        ]))
        XCTAssertEqual(repl.run(), 1, "the failed reload is an error")
        let text = try String(contentsOfFile: results, encoding: .utf8)
        let parts = text.components(separatedBy: "\"after the good version\"\n")
        XCTAssertEqual(parts.count, 2, text)
        XCTAssertTrue(parts[0].hasSuffix("\"after the broken version\"\n"), "no picture after the failed reload:\n\(text)")
        XCTAssertFalse(parts[1].isEmpty, "the picture after the good reload")
        XCTAssertEqual(state.session.pluginStatus.first { $0.name == "marker" }?.generation, 3)
    }
}
