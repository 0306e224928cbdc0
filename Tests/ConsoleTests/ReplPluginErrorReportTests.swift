import Foundation
import XCTest

@testable import Console

/// The REPL says each plugin failure once: the errors come back with the layout that met
/// them (`LayoutOutcome`), and one the layout before had too is the same failure, not a new
/// one, even when reached again by another command; fixed and broken again, it is new.
final class ReplPluginErrorReportTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "lualayout-repl-errors-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Fails on section 2, below the visible rect, unless its option says not to.
        try """
            local M = { name = "failer", api = 1, defaults = { fail = true } }
            function M.section(s, opts, out)
              if opts.fail and s.index == 2 then error("section 2 refused") end
              out:add(out:kind("mark", {}), s.frame.x, s.frame.y, 1, 1)
            end
            return M
            """.write(toFile: folder + "/failer.lua", atomically: true, encoding: .utf8)
        try scene(fail: true).write(toFile: folder + "/broken.lua", atomically: true, encoding: .utf8)
        try scene(fail: false).write(toFile: folder + "/fixed.lua", atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: folder) }

    /// Four sections of one 50-point row in a 100 x 100 view: sections 0 and 1 are visible.
    private func scene(fail: Bool) -> String {
        "collection { width = 100, height = 100, scale = 1 }\nflow { itemSize = { 50, 50 }, minimumLineSpacing = 0 }\n"
            + "sections { 2, 2, 2, 2 }\nuse(\"failer\", { fail = \(fail) })\n"
    }

    /// What a command that lists every element does, then the report after it.
    private func listEverything(_ state: ReplState) {
        _ = state.session.elements(in: nil)
        state.reportNewPluginErrors()
    }

    func testAFailureBeyondTheVisibleRect_IsSaidOnce_AcrossLayouts_AndAgainOnceFixedAndBroken() throws {
        let state = try ReplState(options: ReplOptions(sceneFile: folder + "/broken.lua", keepGoing: true, pluginFolders: [folder]))
        state.reportPluginErrors()
        XCTAssertEqual(state.errorCount, 0, "sections 0 and 1 are fine")
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1, "section 2's failure, said when a command reached it")
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1, "not said again in the same layout")
        XCTAssertTrue(state.relayout())
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1, "the next layout's section 2 fails as before: the same failure")
        XCTAssertTrue(state.load(file: folder + "/fixed.lua"))
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1)
        XCTAssertTrue(state.load(file: folder + "/broken.lua"))
        listEverything(state)
        XCTAssertEqual(state.errorCount, 2, "broken again after a fix: a new failure")
    }
}
