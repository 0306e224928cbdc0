// Rules: docs/layout-rules.md, R5, R8, R9, R18

import LayoutCore
import TestSupport
import XCTest

/// R18: self-sizing cells. The sizes given are the cells' fitted sizes and every section
/// takes the row path; the first, estimated pass lays every item out at the estimate.
final class FlowSelfSizingTests: XCTestCase {
    private func selfSizing(_ estimate: FlowLayoutConfiguration.EstimatedItemSize = .size(S(100, 50))) -> (inout FlowLayoutConfiguration) -> Void {
        { $0.estimatedItemSize = estimate }
    }

    /// R18's worked example: width 320, spacings 10, estimate 100×50, fitted (150,40),
    /// (150,60), (300,30).
    func testSelfSizing_WorkedExample_SettlesAsUIKitSettles() throws {
        let snapshot = try flowSnapshot(
            width: 320, configure: selfSizing(),
            sections: [FlowSection(itemCount: 3, itemSizes: [S(150, 40), S(150, 60), S(300, 30)])])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(0, 10, 150, 40), R(170, 0, 150, 60), R(0, 70, 300, 30)])
        XCTAssertEqual(snapshot.contentSize, S(320, 100))
    }

    func testSelfSizing_FirstPass_LaysEveryItemOutAtTheEstimate() throws {
        let estimate = FlowLayoutConfiguration.EstimatedItemSize.size(S(100, 50))
        let snapshot = try flowSnapshot(
            width: 320, configure: { $0.estimatedItemSize = estimate; $0.itemSize = estimate.firstPassSize },
            sections: [FlowSection(itemCount: 3)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(0, 0, 100, 50), R(110, 0, 100, 50), R(220, 0, 100, 50)])
        XCTAssertEqual(snapshot.contentSize, S(320, 50))
    }

    /// R18a: one item a line is a complete line, centred, where the grid left-aligns it.
    func testSelfSizing_LoneItem_IsCentredWhereTheGridLeftAlignsIt() throws {
        let section = [FlowSection(itemCount: 1)]
        let grid = try flowSnapshot(width: 320, configure: { $0.itemSize = S(100, 50) }, sections: section)
        XCTAssertEqual(grid.cellFrames(section: 0), [R(0, 0, 100, 50)])
        let sized = try flowSnapshot(
            width: 320, configure: { $0.itemSize = S(100, 50); $0.estimatedItemSize = .automatic }, sections: section)
        XCTAssertEqual(sized.cellFrames(section: 0), [R(110, 0, 100, 50)])
    }

    /// A full-width list: every line holds one item, so every line, the last too, is
    /// complete and centred (R8d); a list of equal sizes takes the row path all the same.
    func testSelfSizing_ListOfEqualCells_CentresEveryLineWithHeaderAndInsets() throws {
        let snapshot = try flowSnapshot(
            width: 320, configure: {
                $0.estimatedItemSize = .size(S(300, 44))
                $0.itemSize = S(280, 44)
                $0.headerReferenceSize = S(0, 30)
                $0.footerReferenceSize = S(0, 20)
                $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 0)
            }, sections: [FlowSection(itemCount: 2)])
        // lead = 10 + (310 − 280)·0.5 = 25; lines at 30 + 5 = 35 and 35 + 44 + 10 = 89.
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(25, 35, 280, 44), R(25, 89, 280, 44)])
        XCTAssertEqual(snapshot.summary().filter { !$0.hasPrefix("cell") }, [
            "header [0, 0] (0.0, 0.0, 320.0, 30.0) z10", "footer [0, 0] (0.0, 138.0, 320.0, 20.0) z10",
        ])
        XCTAssertEqual(snapshot.contentSize, S(320, 158))
    }

    func testSelfSizing_EmptySection_TakesHeaderInsetsAndFooterOnly() throws {
        let snapshot = try flowSnapshot(
            width: 320, configure: { $0.estimatedItemSize = .automatic; $0.headerReferenceSize = S(0, 30) },
            sections: [FlowSection(itemCount: 0), FlowSection(itemCount: 1)])
        XCTAssertEqual(snapshot.cellFrames(section: 1), [R(135, 60, 50, 50)])
    }

    func testSelfSizing_Estimate_MustBeFiniteAndAboveZero() {
        for (estimate, field) in [(S(0, 50), "estimatedItemSize.width"), (S(10, -1), "estimatedItemSize.height"),
                                  (S(.infinity, 5), "estimatedItemSize.width"), (S(5, .nan), "estimatedItemSize.height")] {
            XCTAssertThrowsError(try flowSnapshot(configure: { $0.estimatedItemSize = .size(estimate) }, sections: [])) { error in
                XCTAssertEqual((error as? LayoutError)?.path.field, field)
            }
        }
        XCTAssertNoThrow(try FlowLayoutConfiguration.EstimatedItemSize.automatic.check())
    }
}
