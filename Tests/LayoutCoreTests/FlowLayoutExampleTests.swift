// Rules: docs/layout-rules.md, R14

import LayoutCore
import TestSupport
import XCTest

/// The worked examples of `docs/layout-rules.md` (E1, E3, E7), frame for frame.
final class FlowLayoutExampleTests: XCTestCase {
    func testE1_VerticalGrid_JustifiedRowsAndShorterLastRowOnTheGrid() throws {
        let snapshot = try flowSnapshot(
            width: 320, height: 480, configure: { $0.itemSize = S(90, 90) },
            sections: [FlowSection(itemCount: 7)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [
            R(0, 0, 90, 90), R(115, 0, 90, 90), R(230, 0, 90, 90),
            R(0, 100, 90, 90), R(115, 100, 90, 90), R(230, 100, 90, 90),
            R(0, 200, 90, 90),
        ])
        XCTAssertEqual(snapshot.contentSize, S(320, 290))
    }

    func testE3_VerticalRowPath_JustifiedRowsLeftAlignedLastRowWithInsets() throws {
        let sizes = [S(100, 50), S(100, 80), S(100, 50), S(150, 40), S(60, 60)]
        let snapshot = try flowSnapshot(
            width: 320, height: 480,
            configure: { $0.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10) },
            sections: [FlowSection(itemCount: 5, itemSizes: sizes)])
        XCTAssertEqual(snapshot.cellFrames(section: 0), [
            R(10, 25, 100, 50), R(210, 10, 100, 80), R(10, 100, 100, 50), R(160, 105, 150, 40),
            R(10, 160, 60, 60),
        ])
        XCTAssertEqual(snapshot.contentSize, S(320, 230))
    }

    private func e7(scale: Double) throws -> LayoutSnapshot {
        try flowSnapshot(
            width: 375, height: 667, scale: scale,
            configure: {
                $0.itemSize = S(100, 100)
                $0.minimumLineSpacing = 10
                $0.headerReferenceSize = S(0, 40)
                $0.footerReferenceSize = S(0, 20)
            },
            sections: [
                FlowSection(itemCount: 4, inset: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20), minimumInteritemSpacing: 10),
                FlowSection(itemCount: 0, inset: EdgeInsets(top: 5, left: 0, bottom: 5, right: 0)),
                FlowSection(itemCount: 2, inset: .zero, minimumInteritemSpacing: 50, footerReferenceSize: S(0, 0)),
            ])
    }

    func testE7_SeveralSections_HeadersFootersEmptySection() throws {
        let snapshot = try e7(scale: 2)
        XCTAssertEqual(snapshot.summary(), [
            "cell [0, 0] (20.0, 50.0, 100.0, 100.0) z0",
            "cell [0, 1] (137.5, 50.0, 100.0, 100.0) z0",
            "cell [0, 2] (255.0, 50.0, 100.0, 100.0) z0",
            "cell [0, 3] (20.0, 160.0, 100.0, 100.0) z0",
            "cell [2, 0] (0.0, 400.0, 100.0, 100.0) z0",
            "cell [2, 1] (275.0, 400.0, 100.0, 100.0) z0",
            "header [0, 0] (0.0, 0.0, 375.0, 40.0) z10",
            "header [1, 0] (0.0, 290.0, 375.0, 40.0) z10",
            "header [2, 0] (0.0, 360.0, 375.0, 40.0) z10",
            "footer [0, 0] (0.0, 270.0, 375.0, 20.0) z10",
            "footer [1, 0] (0.0, 340.0, 375.0, 20.0) z10",
        ])
        XCTAssertEqual(snapshot.contentSize, S(375, 500))
    }

    func testE7_Scale3_RoundsOriginsToThirds() throws {
        let snapshot = try e7(scale: 3)
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 0, item: 1))?.frame, R(413.0 / 3.0, 50, 100, 100))
        XCTAssertEqual(try e7(scale: 2).summary().filter { !$0.hasPrefix("cell [0, 1]") },
                       snapshot.summary().filter { !$0.hasPrefix("cell [0, 1]") })
    }

    func testE7_RectQuery_ItemsThenHeadersThenFooters() throws {
        let snapshot = try e7(scale: 2)
        XCTAssertEqual(snapshot.summary(in: R(0, 250, 375, 100)), [
            "cell [0, 3] (20.0, 160.0, 100.0, 100.0) z0",
            "header [1, 0] (0.0, 290.0, 375.0, 40.0) z10",
            "footer [0, 0] (0.0, 270.0, 375.0, 20.0) z10",
            "footer [1, 0] (0.0, 340.0, 375.0, 20.0) z10",
        ])
    }
}

/// R14's order when the first section with a footer comes before the first with a header.
final class FlowLayoutQueryOrderTests: XCTestCase {
    func testRectQuery_HeadersBeforeFooters_WhateverSectionHasThemFirst() throws {
        let snapshot = try flowSnapshot(
            width: 375, configure: { $0.itemSize = S(100, 100) },
            sections: [
                FlowSection(itemCount: 1, footerReferenceSize: S(0, 20)),
                FlowSection(itemCount: 1, headerReferenceSize: S(0, 30)),
            ])
        XCTAssertEqual(snapshot.summary(), [
            "cell [0, 0] (0.0, 0.0, 100.0, 100.0) z0",
            "cell [1, 0] (0.0, 150.0, 100.0, 100.0) z0",
            "header [1, 0] (0.0, 120.0, 375.0, 30.0) z10",
            "footer [0, 0] (0.0, 100.0, 375.0, 20.0) z10",
        ])
    }
}
