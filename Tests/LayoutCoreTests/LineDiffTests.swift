import TestSupport
import XCTest

/// The golden-file helpers live in TestSupport, for every test target (`assertSnapshot`,
/// `lineDiff`): a mismatch shows the lines that differ, numbered.
final class LineDiffTests: XCTestCase {
    func testLineDiff_NamesTheLinesThatDiffer() {
        XCTAssertEqual(lineDiff(expected: "a\nb\nc", actual: "a\nB\nc\nd"), "- 2: b\n+ 2: B\n+ 4: d")
        XCTAssertEqual(lineDiff(expected: "same", actual: "same"), "")
    }
}
