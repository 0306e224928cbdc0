import XCTest

@testable import Rendering

/// The colour mode a terminal picture gets from the environment (no-color.org, `TERM`,
/// `COLORTERM`) and whether the output is a terminal.
final class ColorModeTests: XCTestCase {
    func testColorMode_NoColorNonEmpty_IsPlain() {
        XCTAssertEqual(ColorMode.chosen(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTerminal: true), .plain)
    }

    func testColorMode_NoColorEmpty_IsIgnored() {
        XCTAssertEqual(ColorMode.chosen(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"], isTerminal: true), .trueColor)
    }

    func testColorMode_DumbTerminal_IsPlain() {
        XCTAssertEqual(ColorMode.chosen(environment: ["TERM": "dumb", "COLORTERM": "24bit"], isTerminal: true), .plain)
    }

    func testColorMode_NotATerminal_IsPlain() {
        XCTAssertEqual(ColorMode.chosen(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: false), .plain)
    }

    func testColorMode_ColorTermTruecolorOr24bit_IsTrueColor() {
        XCTAssertEqual(ColorMode.chosen(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true), .trueColor)
        XCTAssertEqual(ColorMode.chosen(environment: ["COLORTERM": "24bit"], isTerminal: true), .trueColor)
    }

    func testColorMode_OtherTerminals_Use256Colours() {
        XCTAssertEqual(ColorMode.chosen(environment: ["TERM": "xterm-256color"], isTerminal: true), .palette256)
        XCTAssertEqual(ColorMode.chosen(environment: ["TERM": "screen", "COLORTERM": "yes"], isTerminal: true), .palette256)
    }
}
