import Foundation
import XCTest

@testable import Rendering

final class PlatformTests: XCTestCase {
    func testColorMode_NoColorNonEmpty_IsPlain() {
        XCTAssertEqual(Platform.colorMode(environment: ["NO_COLOR": "1", "COLORTERM": "truecolor"], isTerminal: true), .plain)
    }

    func testColorMode_NoColorEmpty_IsIgnored() {
        XCTAssertEqual(Platform.colorMode(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"], isTerminal: true), .trueColor)
    }

    func testColorMode_DumbTerminal_IsPlain() {
        XCTAssertEqual(Platform.colorMode(environment: ["TERM": "dumb", "COLORTERM": "24bit"], isTerminal: true), .plain)
    }

    func testColorMode_NotATerminal_IsPlain() {
        XCTAssertEqual(Platform.colorMode(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: false), .plain)
    }

    func testColorMode_ColorTermTruecolorOr24bit_IsTrueColor() {
        XCTAssertEqual(Platform.colorMode(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], isTerminal: true), .trueColor)
        XCTAssertEqual(Platform.colorMode(environment: ["COLORTERM": "24bit"], isTerminal: true), .trueColor)
    }

    func testColorMode_OtherTerminals_Use256Colours() {
        XCTAssertEqual(Platform.colorMode(environment: ["TERM": "xterm-256color"], isTerminal: true), .palette256)
        XCTAssertEqual(Platform.colorMode(environment: ["TERM": "screen", "COLORTERM": "yes"], isTerminal: true), .palette256)
    }

    func testTerminalSize_ColumnsAndLines_OverrideMeasurement() {
        let measured = Platform.TerminalSize(columns: 120, lines: 40)
        XCTAssertEqual(Platform.terminalSize(environment: ["COLUMNS": "60", "LINES": "20"], measured: measured),
                       Platform.TerminalSize(columns: 60, lines: 20))
        XCTAssertEqual(Platform.terminalSize(environment: ["COLUMNS": "60"], measured: measured),
                       Platform.TerminalSize(columns: 60, lines: 40))
    }

    func testTerminalSize_InvalidOverrides_FallBack() {
        XCTAssertEqual(Platform.terminalSize(environment: ["COLUMNS": "0", "LINES": "wide"], measured: nil), .fallback)
        XCTAssertEqual(Platform.terminalSize(environment: [:], measured: Platform.TerminalSize(columns: 100, lines: 30)),
                       Platform.TerminalSize(columns: 100, lines: 30))
    }

    func testEnvironment_ReadsProcessEnvironment() {
        XCTAssertEqual(Platform.environment()["PATH"], ProcessInfo.processInfo.environment["PATH"])
    }

    func testWrite_WholeBuffer_ReachesDescriptor() throws {
        var fds: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&fds), 0)
        let text = String(repeating: "┌─┐ picture\n", count: 100)
        XCTAssertTrue(Platform.write(text, to: fds[1]))
        close(fds[1])
        let data = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true).readDataToEndOfFile()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), text)
    }
}
