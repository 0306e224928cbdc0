// Rules: docs/layout-rules.md, R12, C1, C5, C26

import LayoutCore
import TestSupport
import XCTest

/// One reading of the collection view's scale for both layouts (`CollectionViewMetrics.pixelScale`):
/// 0 is "the screen's own scale", the default 2 (R12), and a negative scale is an error. The
/// cases are chosen so that scale 2, scale 1 and no rounding at all give three different answers.
final class ScaleReadingTests: XCTestCase {
    // MARK: The flow layout (R12)

    /// 100 wide, three 33.25-pt items: gap = (100 − 99.75) / 2 = 0.125, so the unrounded x
    /// positions are 0, 33.375 and 66.75.
    private func flowXs(scale: Double) throws -> [Double] {
        try flowSnapshot(
            width: 100, scale: scale, configure: {
                $0.itemSize = S(33.25, 10)
                $0.minimumInteritemSpacing = 0
            }, sections: [FlowSection(itemCount: 3)]
        ).cellFrames(section: 0).map(\.x)
    }

    func testFlow_ScaleZero_RoundsAsScaleTwo() throws {
        XCTAssertEqual(try flowXs(scale: 2), [0, 33.5, 67])
        XCTAssertEqual(try flowXs(scale: 0), [0, 33.5, 67])
        XCTAssertEqual(try flowXs(scale: 1), [0, 33, 67])
    }

    func testFlow_ScaleZero_GeometryCarriesTheScaleUsed() throws {
        let snapshot = try flowSnapshot(width: 100, scale: 0, sections: [FlowSection(itemCount: 1)])
        XCTAssertEqual(snapshot.geometry.scale, 2)
    }

    func testFlow_NegativeScale_IsAnError() {
        XCTAssertThrowsError(try flowSnapshot(width: 100, scale: -1, sections: [FlowSection(itemCount: 1)])) { error in
            XCTAssertEqual((error as? LayoutError)?.path, LayoutFieldPath(.collectionView, "scale"))
            XCTAssertEqual((error as? LayoutError)?.message, "cannot be negative (got -1)")
        }
    }

    // MARK: The compositional layout (C1, C26)

    /// A row of three 33.375-pt items (100 − 3 × 33.375 = −0.125 ≥ −0.25: all three fit, C5)
    /// and, below it, a row of one `fractionalWidth(1/3)` item (33.333… unrounded, floored to
    /// 33 at scale 2 by C1).
    private func compositionalFrames(scale: Double) throws -> [Rect] {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(33.375), .absolute(10))])
        let third = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1.0 / 3), .absolute(10))])
        let geometry = try compositional(
            [CompositionalSection(group: row), CompositionalSection(group: third)], counts: [3, 1], width: 100,
            scale: scale)
        return geometry.sections.flatMap { Array($0.itemFrames) }
    }

    func testCompositional_ScaleZero_RoundsAsScaleTwo() throws {
        let atTwo = [R(0, 0, 33.5, 10), R(33.5, 0, 33.5, 10), R(67, 0, 33.5, 10), R(0, 10, 33, 10)]
        XCTAssertEqual(try compositionalFrames(scale: 2), atTwo)
        XCTAssertEqual(try compositionalFrames(scale: 0), atTwo)
        XCTAssertEqual(
            try compositionalFrames(scale: 1),
            [R(0, 0, 33, 10), R(33, 0, 33, 10), R(67, 0, 33, 10), R(0, 10, 33, 10)])
    }

    func testCompositional_ScaleZero_GeometryCarriesTheScaleUsed() throws {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(10), .absolute(10))])
        let geometry = try compositional([CompositionalSection(group: row)], counts: [1], width: 100, scale: 0)
        XCTAssertEqual(geometry.scale, 2)
    }

    func testCompositional_NegativeScale_IsAnError() {
        let row = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(10), .absolute(10))])
        XCTAssertThrowsError(try compositional([CompositionalSection(group: row)], counts: [1], width: 100, scale: -1)) {
            error in
            XCTAssertEqual((error as? LayoutError)?.path, LayoutFieldPath(.collectionView, "scale"))
            XCTAssertEqual((error as? LayoutError)?.message, "cannot be negative (got -1)")
        }
    }
}
