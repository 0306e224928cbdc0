import LayoutCore
import XCTest

@testable import Rendering

final class ShadowAndPaintOrderTests: XCTestCase {
    func testShadow_RecordWithListOffset_ReadsCALayerTerms() throws {
        let shadow = try XCTUnwrap(Shadow(.record([
            "color": .string("#00000080"), "offset": .list([.number(0), .number(2)]), "blur": .number(6),
        ])))
        XCTAssertEqual(shadow.offset, Point(x: 0, y: 2))
        XCTAssertEqual(shadow.radius, 6)
        XCTAssertEqual(shadow.effectiveOpacity, 128.0 / 255, accuracy: 1e-12)
        let defaults = try XCTUnwrap(Shadow(.record(["offset": .record(["x": .number(1), "y": .number(3)])])))
        XCTAssertEqual(defaults, Shadow(color: .black, offset: Point(x: 1, y: 3), radius: 3, opacity: 1))
        XCTAssertNil(Shadow(.string("#000")))
        XCTAssertNil(Shadow(.record(["radius": .string("big")])))
    }

    func testPaintOrder_EqualZIndex_KeepsQueryOrder() {
        let elements = [
            Fixtures.cell(0, 0, 0, 0, 1, 1), Fixtures.decoration("bg", 0, Rect.zero),
            Fixtures.cell(0, 1, 0, 0, 1, 1), Fixtures.supplementary("header", 0, .zero),
            Fixtures.decoration("bg", 1, Rect.zero), Fixtures.cell(0, 2, 0, 0, 1, 1),
        ]
        let order = PaintOrder.sorted(elements).map { "\($0.category.rawValue) \($0.indexPath)" }
        XCTAssertEqual(order, [
            "decoration [0, 0]", "decoration [1, 0]", "cell [0, 0]", "cell [0, 1]", "cell [0, 2]", "supplementary [0, 0]",
        ])
    }
}
