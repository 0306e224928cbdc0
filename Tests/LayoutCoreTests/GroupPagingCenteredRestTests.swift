// Rules: docs/layout-rules.md, C31, C48

import LayoutCore
import XCTest

/// `groupPagingCentered` at rest on first display (issue 34, item 7): without an offset in
/// the view's state the section is at its resting offset, the first group centred, not
/// flush at 0 (which `dump --snap` says is no resting offset).
final class GroupPagingCenteredRestTests: XCTestCase {
    /// C31's carousel: 390 wide, groups `fractionalWidth(0.8)` = 312, spacing 10, insets 20
    /// at the sides. The centring inset is `roundpx((390 − 312)/2 − 20) = 19`, the page 322:
    /// a drag ending at 0 rests at `round(19/322)·322 − 19 = −19`, which puts group 0
    /// (unscrolled at x = 20) on screen at 39, centred.
    private func carousel(_ behavior: OrthogonalScrollingBehavior, horizontal: Bool = false) -> CompositionalSection {
        let root = horizontal
            ? group(.vertical, .absolute(200), .fractionalHeight(0.8), [item(.fractionalWidth(1), .fractionalHeight(1))])
            : group(.horizontal, .fractionalWidth(0.8), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(1))])
        return CompositionalSection(
            group: root, contentInsets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20), interGroupSpacing: 10,
            orthogonalScrollingBehavior: behavior)
    }

    private func layout(
        _ section: CompositionalSection, scale: Double = 2, offsets: [Int: Double] = [:], horizontal: Bool = false
    ) throws -> LayoutSnapshot {
        var cv = CollectionViewMetrics(size: Size(width: 390, height: 390), scale: scale)
        cv.orthogonalOffsets = offsets
        let geometry = try CompositionalLayout.layout(
            configuration: CompositionalLayoutConfiguration(scrollDirection: horizontal ? .horizontal : .vertical),
            sections: [section], itemCounts: [5], collectionView: cv)
        return LayoutSnapshot(geometry: geometry)
    }

    func testAFreshSection_IsAtItsRestingOffset_TheFirstGroupCentred() throws {
        for scale in [1.0, 2, 3] {
            let snapshot = try layout(carousel(.groupPagingCentered), scale: scale)
            let scrolling = try XCTUnwrap(snapshot.geometry.sections[0].orthogonal)
            XCTAssertEqual(scrolling.offset, -19)
            // Frames stay unscrolled (C30): group 0 at x = 20.
            XCTAssertEqual(snapshot.geometry.sections[0].itemFrames[0], Rect(x: 20, y: 20, width: 312, height: 200))
            // On screen it is at 39 … 351: a rect at x = 340 (past its unscrolled end, 332)
            // finds it; one at x = 25 (before its on-screen start) does not.
            XCTAssertEqual(snapshot.elements(in: Rect(x: 340, y: 100, width: 2, height: 2)).map(\.indexPath.item), [0])
            XCTAssertTrue(snapshot.elements(in: Rect(x: 25, y: 100, width: 2, height: 2)).isEmpty)
            // And 0 → −19 is C31's own answer: the offset a drag ending there rests at.
            XCTAssertEqual(OrthogonalPaging.restingOffset(scrolling, endingAt: -19, velocity: 0, scale: scale), -19)
        }
    }

    /// Scrolling sideways, the section scrolls vertically: the same numbers along y.
    func testHorizontalScrolling() throws {
        for scale in [1.0, 2, 3] {
            let snapshot = try layout(carousel(.groupPagingCentered, horizontal: true), scale: scale, horizontal: true)
            XCTAssertEqual(snapshot.geometry.sections[0].orthogonal?.offset, -19)
            XCTAssertEqual(snapshot.geometry.sections[0].itemFrames[0], Rect(x: 20, y: 20, width: 200, height: 312))
            // On screen at y = 39 … 351: a rect at y = 340 finds group 0.
            XCTAssertEqual(snapshot.elements(in: Rect(x: 100, y: 340, width: 2, height: 2)).map(\.indexPath.item), [0])
        }
    }

    /// The view's state wins: an offset given (0 included) is the offset; other behaviours
    /// rest at 0 on first display.
    func testAGivenOffset_AndOtherBehaviours_AreUnchanged() throws {
        XCTAssertEqual(try layout(carousel(.groupPagingCentered), offsets: [0: 0]).geometry.sections[0].orthogonal?.offset, 0)
        XCTAssertEqual(try layout(carousel(.groupPagingCentered), offsets: [0: 303]).geometry.sections[0].orthogonal?.offset, 303)
        for behavior in [OrthogonalScrollingBehavior.continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging] {
            XCTAssertEqual(try layout(carousel(behavior)).geometry.sections[0].orthogonal?.offset, 0, "\(behavior)")
        }
    }
}
