import LayoutCore
import LuaLayout
import XCTest

/// The types the embedding API mentions can be named with `import LuaLayout` alone (this
/// file imports no other module of the package but LayoutCore), and the session's
/// `outcome` says what the pipeline did.
final class EmbeddingTypesTests: XCTestCase {
    func testSceneError_IsNameable_AndCarriesItsLine() throws {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        do {
            try session.load(source: "sections { -1 }", name: "typed.lua")
            XCTFail("a negative section count is refused")
        } catch {
            let error: SceneError = error   // typed throws: the embedder names it
            XCTAssertEqual(error.line, 1)
            XCTAssertTrue(error.description.hasPrefix("typed.lua:1: "), error.description)
        }
    }

    func testPluginError_IsNameable_FromTheOutcome() throws {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: "sections { 1 }\nuse(\"no_such_plugin\")", name: "typed.lua")
        let errors: [PluginError] = session.outcome.errors
        XCTAssertEqual(errors.map(\.phase), [.load])
        XCTAssertEqual(errors.map(\.line), [2])
        XCTAssertEqual(session.outcome.errors, errors)
    }
}

/// `SceneSession.update(_:)`: a batch update from Swift, laid out incrementally.
final class EmbeddingUpdateTests: XCTestCase {
    func testUpdate_DeletesAnItem_LaysOutOnlyItsSection_AndIsTheLastUpdate() throws {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(
            source: "collection { width = 100, height = 100, scale = 1 }\nflow { itemSize = { 50, 50 }, minimumInteritemSpacing = 0, minimumLineSpacing = 0 }\nsections { 2, 2 }",
            name: "scene.lua")
        try session.update("{ deleteItems = { {1, 0} } }")
        XCTAssertEqual(session.elements(in: nil).map(\.frame), [
            Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 50, y: 0, width: 50, height: 50), Rect(x: 0, y: 50, width: 50, height: 50),
        ])
        XCTAssertEqual(session.lastIncrementalLayout?.laidOut, 1)
        XCTAssertEqual(try session.lastUpdate()?.body.update.batch.deleteItems, [IndexPath(section: 1, item: 0)])
        XCTAssertThrowsError(try session.update("{ deleteItems = { {5, 0} } }", name: "bad")) { error in
            XCTAssertTrue("\(error)".hasPrefix("bad:1: "), "\(error)")
        }
        XCTAssertEqual(session.elements(in: nil).count, 3, "the layout shown stays")
    }
}
