// Rules: docs/layout-rules.md, R1, R5, R7, R12

import LayoutCore
import TestSupport
import XCTest

/// R1, R5, R7 and R12: the uniform path and the dimension it works in.
final class FlowLayoutGridTests: XCTestCase {
    func testGrid_OversizeItem_CentredOnePerLineOverflowingBothSides() throws {
        let snapshot = try flowSnapshot(
            width: 100, configure: { $0.itemSize = S(150, 50) }, sections: [FlowSection(itemCount: 2)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(-25, 0, 150, 50), R(-25, 60, 150, 50)])
        XCTAssertEqual(snapshot.contentSize, S(100, 110))
        XCTAssertEqual(snapshot.geometry.warnings.count, 1)
        XCTAssertTrue(snapshot.geometry.warnings[0].contains("section 0, item 0"))
    }

    /// Insets far wider than the view leave a hugely negative room across: one item a line
    /// (R7a's max(…, 1)). The quotient once went to `Int` as it was, and trapped (found by
    /// the scene fuzzer: `bottom = 32^63` in a horizontal layout). Insets whose sum is past
    /// the largest Double put the items at -inf across: an error naming the section, which
    /// the content size (the view's width there) would not have shown.
    func testGrid_InsetsFarWiderThanTheView_OneItemALine() throws {
        func layout(inset: Double) throws -> LayoutSnapshot {
            try flowSnapshot(
                width: 100, scale: 1, configure: {
                    $0.itemSize = S(10, 10)
                    $0.sectionInset = EdgeInsets(left: inset, right: inset)
                }, sections: [FlowSection(itemCount: 3)])
        }
        for inset in [1e300, 32e0 * 0x1p63] {
            let snapshot = try layout(inset: inset)
            XCTAssertEqual(snapshot.geometry.sections[0].lines.map(\.items), [0..<1, 1..<2, 2..<3], "\(inset)")
            XCTAssertEqual(snapshot.cellFrames(section: 0).map(\.y), [0, 20, 40], "\(inset)")
            XCTAssertTrue(snapshot.cellFrames(section: 0).allSatisfy(\.isFinite), "\(inset)")
        }
        XCTAssertThrowsError(try layout(inset: 1e308)) {
            XCTAssertEqual(($0 as? LayoutError)?.path, LayoutFieldPath(.section(0)))
        }
    }

    func testGrid_FloatQuotientJustBelowSeven_KeepsSixPerLine() throws {
        // (1.9 + 0.2) / (0.1 + 0.2) is 6.999999999999999 in Double: UIKit puts 6 per line.
        let snapshot = try flowSnapshot(
            width: 1.9, configure: {
                $0.itemSize = S(0.1, 1)
                $0.minimumInteritemSpacing = 0.2
            }, sections: [FlowSection(itemCount: 7)])
        let frames = snapshot.cellFrames(section: 0)
        XCTAssertEqual(frames[5].y, 0)
        XCTAssertEqual(frames[6].y, 11)
        XCTAssertEqual(frames[6].x, 0)
    }

    func testGrid_EqualDelegateSizes_TakeTheUniformPath() throws {
        // Same sizes from the delegate: the last row stays on the grid (R7c), it is not
        // left-aligned with the minimum spacing as the row path would do.
        let snapshot = try flowSnapshot(
            width: 320, sections: [FlowSection(itemCount: 4, itemSizes: Array(repeating: S(90, 90), count: 4))])
        XCTAssertEqual(snapshot.cellFrames(section: 0).map(\.x), [0, 115, 230, 0])
    }

    func testGrid_MoreColumnsThanItems_KeepsTheGridGap() throws {
        let snapshot = try flowSnapshot(
            width: 375, configure: { $0.itemSize = S(50, 50) }, sections: [FlowSection(itemCount: 3)])
        // n = floor(385 / 60) = 6, gap = (375 - 300) / 5 = 15.
        XCTAssertEqual(snapshot.cellFrames(section: 0).map(\.x), [0, 65, 130])
    }

    func testGrid_ContentInset_NarrowsTheDimension() throws {
        let snapshot = try flowSnapshot(
            width: 375, contentInset: EdgeInsets(top: 0, left: 10, bottom: 0, right: 20),
            configure: { $0.itemSize = S(100, 100) }, sections: [FlowSection(itemCount: 4)])
        // D = 345; n = floor(355 / 110) = 3; gap = (345 - 300) / 2 = 22.5.
        XCTAssertEqual(snapshot.cellFrames(section: 0).map(\.x), [0, 122.5, 245, 0])
        XCTAssertEqual(snapshot.contentSize, S(345, 210))
    }

    func testGrid_ZeroDimension_LaysOutNothing() throws {
        let snapshot = try flowSnapshot(
            width: 100, contentInset: EdgeInsets(left: 60, right: 60), sections: [FlowSection(itemCount: 3)])
        XCTAssertEqual(snapshot.allElements(), [])
        XCTAssertEqual(snapshot.contentSize, .zero)
    }

    func testGrid_Scale1_RoundsHalvesAwayFromZero() throws {
        let snapshot = try flowSnapshot(
            width: 375, scale: 1, configure: { $0.itemSize = S(100, 100) },
            sections: [FlowSection(itemCount: 3, inset: EdgeInsets(left: 20, right: 20))])
        // gap = (375 - 40 - 300) / 2 = 17.5: item 1 at 137.5 rounds to 138, sizes unchanged.
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(20, 0, 100, 100), R(138, 0, 100, 100), R(255, 0, 100, 100)])
    }

    func testGrid_Horizontal_ColumnsFillDownThenAcross() throws {
        let snapshot = try flowSnapshot(
            width: 480, height: 320, configure: {
                $0.scrollDirection = .horizontal
                $0.itemSize = S(90, 90)
            }, sections: [FlowSection(itemCount: 7)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [
            R(0, 0, 90, 90), R(0, 115, 90, 90), R(0, 230, 90, 90),
            R(100, 0, 90, 90), R(100, 115, 90, 90), R(100, 230, 90, 90),
            R(200, 0, 90, 90),
        ])
        XCTAssertEqual(snapshot.contentSize, S(290, 320))
    }

    func testGrid_Horizontal_HeaderSpansTheHeightAtTheLeadingEdge() throws {
        let snapshot = try flowSnapshot(
            width: 480, height: 320, configure: {
                $0.scrollDirection = .horizontal
                $0.itemSize = S(90, 90)
                $0.headerReferenceSize = S(30, 999)
                $0.footerReferenceSize = S(20, 0)
                $0.sectionInset = EdgeInsets(top: 0, left: 5, bottom: 0, right: 7)
            }, sections: [FlowSection(itemCount: 1)])
        XCTAssertEqual(snapshot.supplementary(kind: "header", at: IndexPath(section: 0, item: 0))?.frame, R(0, 0, 30, 320))
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 0, item: 0))?.frame, R(35, 0, 90, 90))
        XCTAssertEqual(snapshot.supplementary(kind: "footer", at: IndexPath(section: 0, item: 0))?.frame, R(132, 0, 20, 320))
        XCTAssertEqual(snapshot.contentSize, S(152, 320))
    }

    func testGrid_SafeAreaReference_AdjustsSideInsetsAndShiftsContent() throws {
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = S(100, 100)
        configuration.sectionInsetReference = .fromSafeArea
        let metrics = CollectionViewMetrics(
            size: S(375, 667), safeAreaInsets: EdgeInsets(top: 47, left: 44, bottom: 34, right: 44))
        let geometry = try FlowLayout.layout(
            configuration: configuration, sections: [FlowSection(itemCount: 2)], collectionView: metrics)
        XCTAssertEqual(Array(geometry.sections[0].itemFrames), [R(44, 47, 100, 100), R(231, 47, 100, 100)])
        XCTAssertEqual(geometry.contentSize, S(375, 181))
    }
}
