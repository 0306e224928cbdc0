import LayoutCore
import XCTest

@testable import Rendering

final class ColorTests: XCTestCase {
    func testColor_HexWithAlpha_ParsesComponents() throws {
        let color = try XCTUnwrap(Color(hex: "#00FF0080"))
        XCTAssertEqual(color.red, 0)
        XCTAssertEqual(color.green, 1)
        XCTAssertEqual(color.blue, 0)
        XCTAssertEqual(color.alpha, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(color.hexRGB, "#00FF00")
    }

    func testColor_HexWithoutAlpha_IsOpaqueAndCaseInsensitive() throws {
        let color = try XCTUnwrap(Color(hex: "#c6c6C8"))
        XCTAssertEqual(color.alpha, 1)
        XCTAssertEqual(color.hexRGB, "#C6C6C8")
    }

    func testColor_MalformedHex_IsRejected() {
        for text in ["", "#", "#FFF", "00FF00", "#00FF0", "#00FF00F", "#GG0000", "#00FF00800"] {
            XCTAssertNil(Color(hex: text), text)
        }
    }

    func testColor_RecordAndList_ReadZeroToOneComponents() throws {
        let record = try XCTUnwrap(Color(.record(["r": .number(1), "g": .number(0.5), "b": .number(0)])))
        XCTAssertEqual(record, Color(red: 1, green: 0.5, blue: 0, alpha: 1))
        let list = try XCTUnwrap(Color(.list([.number(0), .number(0), .number(1), .number(0.25)])))
        XCTAssertEqual(list.alpha, 0.25)
        XCTAssertNil(Color(.record(["r": .number(1), "g": .number(0)])))
        XCTAssertNil(Color(.list([.number(1), .string("x"), .number(0)])))
        XCTAssertNil(Color(.number(3)))
    }

    func testColor_BlendOverWhite_MixesByAlpha() throws {
        let blended = try XCTUnwrap(Color(hex: "#00FF0080")).blended(over: .white)
        XCTAssertEqual(blended.alpha, 1)
        XCTAssertTrue(blended.bytes == (127, 255, 127), "\(blended.bytes)")
    }

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
