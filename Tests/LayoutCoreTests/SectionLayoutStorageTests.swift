@testable import LayoutCore
import XCTest

/// A `SectionLayout` keeps its arrays in one object shared by its copies, and a summary of
/// them inline for the snapshot's index: a copy must never see another's change, and the
/// summary must follow every change, or queries would miss elements.
final class SectionLayoutStorageTests: XCTestCase {
    private func section() -> SectionLayout {
        SectionLayout(
            index: 0, frame: Rect(x: 0, y: 0, width: 100, height: 100), itemsFrame: Rect(x: 0, y: 0, width: 50, height: 50),
            contentFrame: Rect(x: 0, y: 0, width: 100, height: 100), insets: EdgeInsets(),
            itemFrames: [Rect(x: 0, y: 0, width: 50, height: 50)],
            lines: [LineLayout(frame: Rect(x: 0, y: 0, width: 100, height: 50), items: 0..<1)],
            supplementaries: [PlacedElement(kind: "header", frame: Rect(x: 0, y: 0, width: 100, height: 0), zIndex: 10)])
    }

    func testACopyKeepsItsArrays_WhenTheOriginalChanges() {
        var original = section()
        let copy = original
        original.itemFrames[0].x = 7
        original.lines.append(LineLayout(frame: Rect(x: 0, y: 50, width: 100, height: 50), items: 1..<1))
        original.supplementaries = []
        original.decorationItems.append(PlacedElement(category: .decoration, kind: "bg", frame: .zero, zIndex: -1))
        original.cellZIndexCycle = [1, 2]
        XCTAssertEqual(copy.itemFrames[0].x, 0)
        XCTAssertEqual(copy.lines.count, 1)
        XCTAssertEqual(copy.supplementaries.count, 1)
        XCTAssertEqual(copy.decorationItems, [])
        XCTAssertNil(copy.cellZIndexCycle)
        XCTAssertNotEqual(copy, original)
        XCTAssertEqual(copy, section())
    }

    func testSummary_FollowsEveryChange() {
        var s = section()
        XCTAssertEqual(s.summary.value.itemCount, 1)
        XCTAssertEqual(s.summary.value.lineCount, 1)
        XCTAssertTrue(s.summary.value.standardKindsOnly)
        s.itemFrames.append(Rect(x: 50, y: 0, width: 50, height: 50))
        s.lines.append(LineLayout(frame: Rect(x: 0, y: 60, width: 100, height: 40), items: 1..<2))
        s.supplementaries.append(PlacedElement(kind: "badge", frame: Rect(x: 0, y: -30, width: 10, height: 10), zIndex: 1))
        XCTAssertEqual(s.itemCount, 2)
        XCTAssertEqual(s.summary.value.lineCount, 2)
        XCTAssertEqual(s.summary.value.lastLine, Rect(x: 0, y: 60, width: 100, height: 40))
        XCTAssertFalse(s.summary.value.standardKindsOnly)
        XCTAssertEqual(s.summary.value.elements?.minY, -30)
        XCTAssertNil(s.knownLineOverhang.value, "a change to the lines forgets the recorded overhang")
    }

    /// A supplementary of a new kind placed outside its section's frame after the layout:
    /// the snapshot's index, built from the summaries, still reaches and returns it.
    func testSnapshotFindsAnElementAddedAfterTheLayout_ThroughTheSummary() {
        var s = section()
        s.supplementaries.append(PlacedElement(kind: "badge", frame: Rect(x: 0, y: 150, width: 10, height: 10), zIndex: 1))
        let geometry = LayoutGeometry(
            bounds: Rect(x: 0, y: 0, width: 100, height: 300), scale: 1, scrollDirection: .vertical,
            contentSize: Size(width: 100, height: 300), sections: [s], queryOrder: .cellsThenSupplementariesByKind)
        let found = LayoutSnapshot(geometry: geometry).elements(in: Rect(x: 0, y: 140, width: 100, height: 20))
        XCTAssertEqual(found.map(\.key.kind), ["badge"])
    }
}
