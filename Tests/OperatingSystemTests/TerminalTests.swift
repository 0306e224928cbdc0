import OperatingSystem
import XCTest

/// The terminal size from `COLUMNS`, `LINES` and the measured size.
final class TerminalTests: XCTestCase {
    func testTerminalSize_ColumnsAndLines_OverrideMeasurement() {
        let measured = Terminal.Size(columns: 120, lines: 40)
        XCTAssertEqual(Terminal.size(environment: ["COLUMNS": "60", "LINES": "20"], measured: measured),
                       Terminal.Size(columns: 60, lines: 20))
        XCTAssertEqual(Terminal.size(environment: ["COLUMNS": "60"], measured: measured),
                       Terminal.Size(columns: 60, lines: 40))
    }

    func testTerminalSize_InvalidOverrides_FallBack() {
        XCTAssertEqual(Terminal.size(environment: ["COLUMNS": "0", "LINES": "wide"], measured: nil), .fallback)
        XCTAssertEqual(Terminal.size(environment: [:], measured: Terminal.Size(columns: 100, lines: 30)),
                       Terminal.Size(columns: 100, lines: 30))
    }
}
