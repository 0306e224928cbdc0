import LayoutCore
import XCTest

@testable import LuaLayout

/// `update { resizeItems = { { s, i, size = { w, h } } } }`: a self-sized cell reports a new
/// fitted size (layout-rules R18). Only its section is laid out again; later sections
/// shift; the result equals a layout from scratch with that size.
final class ResizeItemsTests: XCTestCase {
    private let scene = """
        collection { width = 320, height = 480 }
        flow { estimatedItemSize = { 300, 44 }, itemSize = { 300, 44 }, headerReferenceSize = { 0, 20 } }
        sections { 3, 3, 2, 2 }

        """

    private func session(_ source: String) throws -> SceneSession {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: source, name: "scene")
        return session
    }

    func testResize_LaysOutItsSectionShiftsLaterOnes_AndMatchesAFreshLayout() throws {
        let session = try session(scene)
        try session.context.run(source: "update { resizeItems = { { 1, 1, size = { 200, 88 } } } }", chunk: "input")
        try session.relayout()
        let incremental = try XCTUnwrap(session.lastIncrementalLayout)
        XCTAssertEqual(incremental.laidOut, 1)
        XCTAssertEqual(incremental.reused, 1)
        XCTAssertEqual(incremental.shifted, 2)
        // Item [1, 1] is centred on its line: x = (320 − 200)·0.5 = 60; section 1 starts at
        // 20 + 3·44 + 2·10 = 172, its items at 192, the second at 192 + 54 = 246.
        let cell = try XCTUnwrap(session.elements(in: nil).first { $0.category == .cell && $0.indexPath == IndexPath(section: 1, item: 1) })
        XCTAssertEqual(cell.frame, Rect(x: 60, y: 246, width: 200, height: 88))
        let fresh = try self.session(scene.replacingOccurrences(
            of: "sections { 3, 3, 2, 2 }", with: "sections { 3, { items = 3, itemSizes = { { 300, 44 }, { 200, 88 }, { 300, 44 } } }, 2, 2 }"))
        XCTAssertEqual(session.elements(in: nil), fresh.elements(in: nil))
        XCTAssertEqual(session.contentSize, fresh.contentSize)
    }

    /// `dump --updates`: the resized cell and everything after it moved; what is before it
    /// did not.
    func testResize_ChangeListShowsWhatMoved() throws {
        let session = try session(scene + "update { resizeItems = { { 1, 1, size = { 200, 88 } } } }\n")
        let comparison = try XCTUnwrap(try session.lastUpdate()).body
        let moved = comparison.changes.filter { $0.action == .moved }.compactMap(\.to)
        XCTAssertEqual(moved.filter { $0.section < 2 }, [IndexPath(section: 1, item: 1), IndexPath(section: 1, item: 2)])
        XCTAssertTrue(comparison.changes.filter { $0.to?.section == 0 }.allSatisfy { $0.action == .unchanged })
        XCTAssertTrue(comparison.changes.contains { $0.action == .moved && $0.to == IndexPath(section: 3, item: 0) && $0.category == .cell })
    }

    func testResize_MissingItemOrSection_IsRefusedAtItsEntryAndChangesNothing() throws {
        let session = try session(scene)
        for (source, message) in [
            ("update { resizeItems = { { 1, 3, size = { 10, 10 } } } }", "no item 3 in section 1 to resize: it has 3 items"),
            ("update { resizeItems = { { 4, 0, size = { 10, 10 } } } }", "no section 4 to resize an item of: the scene has 4 sections"),
            ("update { resizeItems = { { 0, 0 } } }", "missing: the item's new size"),
            ("update { resizeItems = { { 0, 0, size = { -1, 10 } } } }", "update.resizeItems[0].size.width"),
        ] {
            XCTAssertThrowsError(try session.context.run(source: source, chunk: "input"), source) { error in
                XCTAssertTrue("\(error)".contains(message), "\(error)")
                XCTAssertTrue("\(error)".contains("input:1"), "\(error)")
            }
            XCTAssertEqual(session.context.updateCount, 0, source)
        }
    }
}
