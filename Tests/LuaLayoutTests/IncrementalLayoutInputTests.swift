import LayoutCore
import XCTest

@testable import LuaLayout

/// What the one function that lays out after an update (`SceneSession.baseGeometry`) is
/// given for an incremental re-layout: the update and the previous layout only when that
/// update is the one change of data since the previous layout.
final class IncrementalLayoutInputTests: XCTestCase {
    private func session(_ source: String) throws -> SceneSession {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: source, name: "scene")
        return session
    }

    func testOneUpdateSinceTheLastLayout_IsGiven() throws {
        let session = try session("sections { 2, 3 }")
        try session.context.run(source: "update { deleteItems = { {1, 0} } }", chunk: "input")
        let update = try XCTUnwrap(SceneSession.updateSince(session.laidOut, in: session.context))
        XCTAssertEqual(update.number, 1)
        XCTAssertEqual(update.batch.deleteItems, [IndexPath(section: 1, item: 0)])
        try session.relayout()
        XCTAssertNil(SceneSession.updateSince(session.laidOut, in: session.context), "laid out: no longer new")
    }

    func testTwoUpdatesSinceTheLastLayout_AreNotGiven() throws {
        let session = try session("sections { 2, 3 }")
        try session.context.run(source: "update { deleteItems = { {1, 0} } }\nupdate { deleteSections = { 0 } }", chunk: "input")
        XCTAssertNil(SceneSession.updateSince(session.laidOut, in: session.context))
    }

    func testAnotherContext_IsNotGiven() throws {
        let session = try session("sections { 2, 3 }")
        let previous = session.laidOut
        try session.load(source: "sections { 2, 3 }\nupdate { deleteItems = { {1, 0} } }", name: "other")
        XCTAssertEqual(session.context.updateCount, 1)
        XCTAssertNil(SceneSession.updateSince(previous, in: session.context))
    }

    /// The session lays out only what the update touched: of four sections, an insert into
    /// section 1 that fits its last line lays out section 1, keeps 0, 2 and 3 where they were.
    func testOneUpdate_LaysOutOnlyTheTouchedSection_AndMatchesAFreshLayout() throws {
        let scene = "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 3, 4, 3, 3 }\n"
        let session = try session(scene)
        XCTAssertNil(session.lastIncrementalLayout, "the first layout is from scratch")
        try session.context.run(source: "update { insertItems = { {1, 4} } }", chunk: "input")
        try session.relayout()
        let reuse = try XCTUnwrap(session.lastIncrementalLayout)
        XCTAssertEqual(reuse.laidOut, 1)
        XCTAssertEqual(reuse.reused, 3)
        XCTAssertEqual(reuse.shifted, 0)
        let fresh = try self.session(scene.replacingOccurrences(of: "sections { 3, 4, 3, 3 }", with: "sections { 3, 5, 3, 3 }"))
        XCTAssertEqual(session.elements(in: nil), fresh.elements(in: nil))
        XCTAssertEqual(session.contentSize, fresh.contentSize)
    }
}
