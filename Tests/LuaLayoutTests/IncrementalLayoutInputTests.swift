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
}
