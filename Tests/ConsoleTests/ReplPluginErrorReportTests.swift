import TestSupport
import XCTest

@testable import Console

/// The REPL says each plugin failure once: the errors come back with the layout that met
/// them (`LayoutOutcome`), and one the layout before had too is the same failure, not a new
/// one, even when reached again by another command; fixed and broken again, it is new.
final class ReplPluginErrorReportTests: XCTestCase {
    private var folder: PluginFixtureFolder!

    override func setUpWithError() throws {
        folder = try PluginFixtureFolder("repl-errors")
        // Fails on section 2, below the visible rect, unless its option says not to.
        try folder.write(PluginFixtureFolder.failingPlugin(onSection: 2), to: "failer.lua")
        try folder.write(scene(fail: true), to: "broken.lua")
        try folder.write(scene(fail: false), to: "fixed.lua")
    }

    override func tearDownWithError() throws { folder.remove() }

    /// Four sections of one 50-point row in a 100 x 100 view: sections 0 and 1 are visible.
    private func scene(fail: Bool) -> String {
        "collection { width = 100, height = 100, scale = 1 }\nflow { itemSize = { 50, 50 }, minimumLineSpacing = 0 }\n"
            + "sections { 2, 2, 2, 2 }\nuse(\"failer\", { fail = \(fail) })\n"
    }

    /// What a command that lists every element does, then the report after it.
    private func listEverything(_ state: ReplState) {
        state.take(state.session.query(nil))
        state.reportNewPluginErrors()
    }

    func testAFailureBeyondTheVisibleRect_IsSaidOnce_AcrossLayouts_AndAgainOnceFixedAndBroken() throws {
        let state = try ReplState(options: ReplOptions(sceneFile: folder.path + "/broken.lua", keepGoing: true, pluginFolders: [folder.path]))
        state.reportPluginErrors(state.session.outcome.errors)
        XCTAssertEqual(state.errorCount, 0, "sections 0 and 1 are fine")
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1, "section 2's failure, said when a command reached it")
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1, "not said again in the same layout")
        XCTAssertTrue(state.relayout())
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1, "the next layout's section 2 fails as before: the same failure")
        XCTAssertTrue(state.load(file: folder.path + "/fixed.lua"))
        listEverything(state)
        XCTAssertEqual(state.errorCount, 1)
        XCTAssertTrue(state.load(file: folder.path + "/broken.lua"))
        listEverything(state)
        XCTAssertEqual(state.errorCount, 2, "broken again after a fix: a new failure")
    }
}
