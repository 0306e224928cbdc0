import LayoutCore
import LuaLayout
import XCTest

/// The embedding API (docs/embedding.md): a scene given as text, queried, decorated by a
/// plugin written in Swift, printed as JSON.
final class SceneSessionEmbeddingTests: XCTestCase {
    /// Two 50-pt items fill a 100-pt line exactly (no spacing), so they sit at x 0 and 50
    /// on the first line and the content is one line tall.
    private let twoTiles = """
        collection { width = 100, height = 200, scale = 1 }
        flow { itemSize = { 50, 50 }, minimumInteritemSpacing = 0 }
        sections { 2 }
        """

    /// A Swift plugin: one decoration over each section's frame.
    private final class SectionCover: NativePlugin {
        let name = "section_cover"
        let reach = 0.0

        func section(_ s: SectionLayout, in geometry: LayoutGeometry, out: NativeOutput) throws(NativeOutput.Rejection) {
            try out.add(out.kind("cover", zIndex: -1), s.frame)
        }
    }

    private func session() throws -> SceneSession {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: twoTiles, name: "tiles")
        return session
    }

    func testLoadSource_LaysOutTheSceneWrittenInSwift() throws {
        let session = try session()
        XCTAssertEqual(session.contentSize, Size(width: 100, height: 50))
        XCTAssertEqual(session.elements(in: nil).map(\.frame), [
            Rect(x: 0, y: 0, width: 50, height: 50), Rect(x: 50, y: 0, width: 50, height: 50),
        ])
        XCTAssertEqual(session.elements(in: Rect(x: 60, y: 0, width: 10, height: 10)).map(\.indexPath), [IndexPath(section: 0, item: 1)])
    }

    func testLoadSource_AFailingSceneKeepsThePreviousOne() throws {
        let session = try session()
        XCTAssertThrowsError(try session.load(source: "flow { itemSize = { -1, 50 } }", name: "bad")) { error in
            XCTAssertEqual("\(error)", "bad:1: flow.itemSize.width: cannot be negative (got -1)")
        }
        XCTAssertEqual(session.elements(in: nil).count, 2)
        XCTAssertEqual(session.contentSize, Size(width: 100, height: 50))
    }

    func testRegister_ASwiftPluginDecoratesEverySection() throws {
        let session = try session()
        try session.register(SectionCover())
        let covers = session.elements(in: nil).filter { $0.category == .decoration }
        XCTAssertEqual(covers.map(\.kind), ["cover"])
        XCTAssertEqual(covers.map(\.frame), [Rect(x: 0, y: 0, width: 100, height: 50)])
        XCTAssertEqual(covers.map(\.zIndex), [-1])
        XCTAssertEqual(session.outcome.errors, [])
    }

    func testJSON_IsTheDumpDocumentOfTheRect() throws {
        let session = try session()
        XCTAssertEqual(session.json(in: Rect(x: 0, y: 0, width: 10, height: 10)), """
            { "contentSize": [100, 50],
              "elements": [
                { "category": "cell", "section": 0, "item": 0, "frame": [0, 0, 50, 50], "zIndex": 0 } ] }

            """)
    }
}
