import LuaLayout
import TestSupport
import XCTest

@testable import Console

/// An input that adds a `use` whose plugin cannot start is refused before anything is laid
/// out: the layout shown stays (it is never laid out again, nor is the refused scene).
final class ReplRejectedUseTests: XCTestCase {
    func testARejectedUse_LaysNothingOut() throws {
        let folder = try PluginFixtureFolder("repl-rejected-use")
        defer { folder.remove() }
        try folder.write(
            """
            local M = { name = "counted", api = 1, defaults = {} }
            function M.layout(l, opts, out) error("laid out") end
            return M
            """, to: "counted.lua")
        let scene = try folder.write(
            "collection { width = 100, height = 100 }\nflow { itemSize = { 50, 50 } }\nsections { 2 }\nuse(\"counted\")\n", to: "scene.lua")
        let state = try ReplState(options: ReplOptions(sceneFile: scene, keepGoing: true, pluginFolders: [folder.path]))
        func layouts() -> Int { state.session.errors.filter { $0.plugin == "counted" }.count }
        XCTAssertEqual(layouts(), 1)
        let shown = state.session.snapshot

        let saved = state.session.context.recording
        try state.session.context.run(source: "use(\"nosuch\")", chunk: "stdin")
        XCTAssertFalse(state.relayout(rollingBackTo: saved))
        XCTAssertEqual(state.errorCount, 1, "the use is refused, once")
        XCTAssertEqual(layouts(), 1, "neither the refused scene nor the one shown was laid out")
        XCTAssertTrue(state.session.snapshot === shown)
        XCTAssertEqual(state.session.context.uses.map(\.name), ["counted"], "the input is undone")
    }
}

/// The layout put back after a Ctrl-C (`restoreLayout`) says when it cannot be made, instead
/// of leaving the undone input's picture shown without a word.
final class ReplRestoredLayoutTests: XCTestCase {
    func testALayoutThatCannotBeRestored_IsReported() throws {
        let folder = try PluginFixtureFolder("repl-restore")
        defer { folder.remove() }
        let scene = try folder.write("collection { width = 100, height = 100 }\nflow { itemSize = { 50, 50 } }\nsections { 2 }\n", to: "scene.lua")
        let state = try ReplState(options: ReplOptions(sceneFile: scene, keepGoing: true, pluginFolders: [folder.path]))
        _ = try state.session.context.run(source: "flow { itemSize = { 50, 1e307 } }\nsections { 40 }", chunk: "stdin")
        state.restoreLayout()
        XCTAssertEqual(state.errorCount, 1, "the failure is said")
    }
}
