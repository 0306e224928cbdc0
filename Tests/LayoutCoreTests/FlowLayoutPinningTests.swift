// Rules: docs/layout-rules.md, R13

import LayoutCore
import TestSupport
import XCTest

/// R13: pinned headers and footers.
final class FlowLayoutPinningTests: XCTestCase {
    private func pinned(offsetY: Double, contentInsetTop: Double = 0) throws -> LayoutSnapshot {
        try flowSnapshot(
            width: 375, height: 667, contentInset: EdgeInsets(top: contentInsetTop),
            contentOffset: Point(x: 0, y: offsetY),
            configure: {
                $0.itemSize = S(100, 100)
                $0.headerReferenceSize = S(0, 40)
                $0.footerReferenceSize = S(0, 20)
                $0.sectionHeadersPinToVisibleBounds = true
                $0.sectionFootersPinToVisibleBounds = true
            }, sections: [FlowSection(itemCount: 20), FlowSection(itemCount: 3)])
    }

    private func y(_ snapshot: LayoutSnapshot, _ kind: String, _ section: Int) -> Double? {
        snapshot.supplementary(kind: kind, at: IndexPath(section: section, item: 0))?.frame.y
    }

    func testPinning_HeaderSticksToTheTopAndFooterToTheBottom() throws {
        let snapshot = try pinned(offsetY: 100)
        XCTAssertEqual(y(snapshot, "header", 0), 100)
        XCTAssertEqual(y(snapshot, "footer", 0), 747)
        XCTAssertEqual(y(snapshot, "header", 1), 820)
        XCTAssertEqual(y(snapshot, "footer", 1), 860)  // clamped below its own header
    }

    func testPinning_HeaderStopsAtTheFooterTop() throws {
        XCTAssertEqual(y(try pinned(offsetY: 800), "header", 0), 760)
    }

    func testPinning_BouncingPastTheTop_DoesNotPin() throws {
        XCTAssertEqual(y(try pinned(offsetY: -100, contentInsetTop: 64), "header", 0), 0)
    }

    func testPinning_ZIndexStaysTen() throws {
        XCTAssertEqual(try pinned(offsetY: 100).supplementary(kind: "header", at: IndexPath(section: 0, item: 0))?.zIndex, 10)
    }
}
