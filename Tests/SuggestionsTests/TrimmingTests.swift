import Suggestions
import XCTest

final class TrimmingTests: XCTestCase {
    func testTrimmingBlanks_DropsSpacesAndTabsAtBothEndsOnly() {
        XCTAssertEqual(" \t1..3 \t".trimmingBlanks, "1..3")
        XCTAssertEqual("not even".trimmingBlanks, "not even")
        XCTAssertEqual("a b"[...].trimmingBlanks, "a b")
        XCTAssertEqual("\n x \n".trimmingBlanks, "\n x \n")
    }

    func testTrimmingBlanks_AllBlank_IsEmpty() {
        XCTAssertEqual(" \t ".trimmingBlanks, "")
        XCTAssertEqual("".trimmingBlanks, "")
    }
}
