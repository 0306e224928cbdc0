// Rules: docs/layout-rules.md, R12, R13, R17, R18

import LayoutCore
import TestSupport
import XCTest

/// R17: a right-to-left flow layout reports frames mirrored inside their section,
/// `x' = secX + secW − w − x`, after pixel rounding.
final class FlowRightToLeftTests: XCTestCase {
    private func rtl(
        width: Double = 320, height: Double = 480, scale: Double = 2, contentOffset: Point = .zero,
        configure: (inout FlowLayoutConfiguration) -> Void = { _ in }, sections: [FlowSection]
    ) throws -> LayoutSnapshot {
        var c = FlowLayoutConfiguration()
        configure(&c)
        var cv = CollectionViewMetrics(size: S(width, height), scale: scale, contentOffset: contentOffset)
        cv.layoutDirection = .rightToLeft
        return LayoutSnapshot(geometry: try FlowLayout.layout(configuration: c, sections: sections, collectionView: cv))
    }

    /// R18's worked example in right-to-left: `x' = 320 − w − x`.
    func testRightToLeft_SelfSizedWorkedExample_MirrorsEveryCell() throws {
        let snapshot = try rtl(
            configure: { $0.estimatedItemSize = .size(S(100, 50)) },
            sections: [FlowSection(itemCount: 3, itemSizes: [S(150, 40), S(150, 60), S(300, 30)])])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(170, 10, 150, 40), R(0, 0, 150, 60), R(20, 70, 300, 30)])
        XCTAssertEqual(snapshot.contentSize, S(320, 100))
        XCTAssertEqual(snapshot.geometry.layoutDirection, .rightToLeft)
        XCTAssertFalse(snapshot.geometry.flippedByView)
    }

    /// Rounding comes first: at scale 1 the grid's second column is at round(110.5) = 111,
    /// mirrored to 321 − 100 − 111 = 110 (mirroring first would give round(110.5) = 111).
    func testRightToLeft_RoundsBeforeMirroring() throws {
        let snapshot = try rtl(width: 321, scale: 1, configure: { $0.itemSize = S(100, 50) }, sections: [FlowSection(itemCount: 3)])
        XCTAssertEqual(snapshot.cellFrames(section: 0).map(\.x), [221, 110, 0])
    }

    /// A mirrored x is not rounded again: 320 − 100.25 − 0 = 219.75 at scale 2.
    func testRightToLeft_FractionalWidth_LeavesTheMirroredXOffThePixelGrid() throws {
        let snapshot = try rtl(configure: { $0.itemSize = S(100.25, 50) }, sections: [FlowSection(itemCount: 1)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(219.75, 0, 100.25, 50)])
    }

    /// The left inset is on the right once mirrored; headers and footers span the width.
    func testRightToLeft_InsetsHeaderFooter_MirrorCellsAndKeepFullWidthSupplementaries() throws {
        let snapshot = try rtl(
            configure: {
                $0.itemSize = S(100, 40)
                $0.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
                $0.headerReferenceSize = S(0, 30)
                $0.footerReferenceSize = S(0, 10)
            }, sections: [FlowSection(itemCount: 4)])
        // LTR: n = floor(310 / 110) = 2, gap (320 − 20 − 200) / 1 = 100, x = 20, 220.
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(200, 30, 100, 40), R(0, 30, 100, 40), R(200, 80, 100, 40), R(0, 80, 100, 40)])
        XCTAssertEqual(snapshot.summary().filter { !$0.hasPrefix("cell") }, [
            "header [0, 0] (0.0, 0.0, 320.0, 30.0) z10", "footer [0, 0] (0.0, 120.0, 320.0, 10.0) z10",
        ])
        XCTAssertEqual(snapshot.geometry.sections[0].itemsFrame, R(0, 30, 300, 90))
    }

    /// Rect queries see the mirrored frames.
    func testRightToLeft_RectQuery_FindsTheMirroredCells() throws {
        let snapshot = try rtl(configure: { $0.itemSize = S(100, 40) }, sections: [FlowSection(itemCount: 3)])
        // LTR x = 0, 110, 220; mirrored 220, 110, 0: only item 2 is in the left 50 points.
        XCTAssertEqual(snapshot.summary(in: R(0, 0, 50, 40)), ["cell [0, 2] (0.0, 0.0, 100.0, 40.0) z0"])
    }

    /// Horizontal (LuaLayout's choice, R17c): each section mirrored inside its own frame,
    /// sections in order from the left, the header at the section's right end.
    func testRightToLeft_Horizontal_MirrorsInsideEachSection() throws {
        let snapshot = try rtl(
            width: 400, height: 200,
            configure: {
                $0.scrollDirection = .horizontal
                $0.itemSize = S(50, 50)
                $0.headerReferenceSize = S(30, 0)
            }, sections: [FlowSection(itemCount: 2), FlowSection(itemCount: 1)])
        // Section 0: LTR header (0, 0, 30, 200), items at x = 30, y = 0 and 75; extent 80.
        XCTAssertEqual(snapshot.cellFrames(section: 0), [R(0, 0, 50, 50), R(0, 75, 50, 50)])
        // Section 1 spans 80..160: LTR header at 80, its item at x = 110 (mirrored to
        // (80 + 80 − 50) − (110 − 80) = 80), y = 0 (the grid's first column).
        XCTAssertEqual(snapshot.cellFrames(section: 1), [R(80, 0, 50, 50)])
        XCTAssertEqual(snapshot.summary().filter { !$0.hasPrefix("cell") }, [
            "header [0, 0] (50.0, 0.0, 30.0, 200.0) z10", "header [1, 0] (130.0, 0.0, 30.0, 200.0) z10",
        ])
        XCTAssertEqual(snapshot.contentSize, S(160, 200))
    }

    /// Pinned headers of a horizontal right-to-left layout pin to the visible rect's right
    /// edge: the mirror of LTR pinning.
    func testRightToLeft_HorizontalPinnedHeader_StaysAtTheVisibleRightEdge() throws {
        let snapshot = try rtl(
            width: 100, height: 200, contentOffset: Point(x: 20, y: 0),
            configure: {
                $0.scrollDirection = .horizontal
                $0.itemSize = S(50, 200)
                $0.headerReferenceSize = S(30, 0)
                $0.sectionHeadersPinToVisibleBounds = true
            }, sections: [FlowSection(itemCount: 3)])
        // Section 0 spans 0..200 (30 + 3·50 + 2·10). The visible rect is 20..120; mirrored
        // inside the section it is 80..180, where the LTR header pins at 80, mirrored to
        // 200 − 30 − 80 = 90: its right edge at the visible rect's right edge, 120.
        XCTAssertEqual(snapshot.summary().filter { !$0.hasPrefix("cell") }, ["header [0, 0] (90.0, 0.0, 30.0, 200.0) z10"])
    }
}
