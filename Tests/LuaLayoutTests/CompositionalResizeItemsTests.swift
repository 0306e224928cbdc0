import LayoutCore
import XCTest

@testable import LuaLayout

/// `update { resizeItems = ... }` in a self-sizing compositional scene (layout-rules C34,
/// C39): only the resized item's section is settled again, later sections shift, and the
/// result equals a fresh layout with that fitted size.
final class CompositionalResizeItemsTests: XCTestCase {
    private let scene = """
        collection { width = 320, height = 480, scale = 2 }
        compositional {
          section = {
            group = { axis = "vertical", size = { fractionalWidth(1), estimated(44) },
                      subitems = { { size = { fractionalWidth(1), estimated(44) } } } },
            boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(20) }, alignment = "top" } },
          },
        }
        sections { 3, { items = 3, itemSizes = { { 1, 50 }, false, { 1, 30 } } }, 2, 2 }

        """

    private func session(_ source: String) throws -> SceneSession {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: source, name: "scene")
        return session
    }

    /// Section 1 starts at 20 + 3·44 = 152; its rows at 172 (50), 222 (the resized one, 88)
    /// and 310 (30); it ends at 340, so section 2's header is at 340.
    func testResize_SettlesItsSectionShiftsLaterOnes_AndMatchesAFreshLayout() throws {
        let session = try session(scene)
        try session.context.run(source: "update { resizeItems = { { 1, 1, size = { 200, 88 } } } }", chunk: "input")
        try session.relayout()
        let incremental = try XCTUnwrap(session.lastIncrementalLayout)
        XCTAssertEqual(incremental.laidOut, 1)
        XCTAssertEqual(incremental.reused, 1)
        XCTAssertEqual(incremental.shifted, 2)
        let cells = session.elements(in: nil).filter { $0.category == .cell && $0.indexPath.section == 1 }.map(\.frame)
        XCTAssertEqual(
            cells,
            [Rect(x: 0, y: 172, width: 320, height: 50), Rect(x: 0, y: 222, width: 320, height: 88), Rect(x: 0, y: 310, width: 320, height: 30)])
        let header2 = session.elements(in: nil).first { $0.category == .supplementary && $0.indexPath.section == 2 }
        XCTAssertEqual(header2?.frame.y, 340)
        let fresh = try self.session(scene.replacingOccurrences(of: "false", with: "{ 200, 88 }"))
        XCTAssertEqual(session.elements(in: nil), fresh.elements(in: nil))
        XCTAssertEqual(session.contentSize, fresh.contentSize)
    }

    /// An item inserted without a size has not reported: its estimate stands, and the scene
    /// writes it back as `false`.
    func testInsertedItem_KeepsItsEstimate() throws {
        let session = try session(scene + "update { insertItems = { { 1, 0 } } }\n")
        let first = session.elements(in: nil).first { $0.category == .cell && $0.indexPath == IndexPath(section: 1, item: 0) }
        XCTAssertEqual(first?.frame, Rect(x: 0, y: 172, width: 320, height: 44))
        let second = session.elements(in: nil).first { $0.category == .cell && $0.indexPath == IndexPath(section: 1, item: 1) }
        XCTAssertEqual(second?.frame, Rect(x: 0, y: 216, width: 320, height: 50))
    }
}
