import LayoutCore
import XCTest

/// `Color`, the one colour parser: what plugins may write, and the reasons for what they may not.
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

    func testParse_Rejections_SayWhy() {
        let cases: [(AttributeValue, String)] = [
            (.string("#12"), "'#12' is not a colour: expected \"#RRGGBB\" or \"#RRGGBBAA\""),
            (.number(3), "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or { r, g, b, a }), got number"),
            (.bool(true), "expected a colour (\"#RRGGBB\", \"#RRGGBBAA\" or { r, g, b, a }), got boolean"),
            (.list([.number(1), .number(0)]), "a colour table needs 3 or 4 components, got 2"),
            (.list([.number(1), .string("x"), .number(0)]), "colour components must be numbers"),
            (.record(["r": .number(1), "g": .number(0)]), "a colour table needs numbers r, g and b (and optionally a)"),
            (.record(["r": .number(1), "g": .number(0), "b": .number(0), "a": .string("half")]),
             "a colour table needs numbers r, g and b (and optionally a)"),
            (.list([.number(1.5), .number(0), .number(0)]), "colour components must be between 0 and 1"),
            (.list([.number(.nan), .number(0), .number(0)]), "colour components must be between 0 and 1"),
        ]
        for (value, message) in cases {
            XCTAssertEqual(Color.parse(value).failure?.description, message, "\(value)")
        }
    }

    /// Equal colours have one written form: upper case, alpha dropped when it rounds to 255.
    func testHex_IsTheNormalForm() throws {
        XCTAssertEqual(try Color.parse(.string("#c6c6c8ff")).get().hex, "#C6C6C8")
        XCTAssertEqual(try Color.parse(.list([.number(1), .number(0), .number(0), .number(0.999)])).get().hex, "#FF0000")
        XCTAssertEqual(try Color.parse(.record(["r": .number(0), "g": .number(0), "b": .number(1), "a": .number(0.5)])).get().hex, "#0000FF80")
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
