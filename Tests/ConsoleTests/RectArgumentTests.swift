import Console
import LayoutCore
import XCTest

/// `--rect` and the REPL's rects: four numbers, blanks around each allowed.
final class RectArgumentTests: XCTestCase {
    func testParse_BlanksAroundNumbers_AreTrimmed() throws {
        XCTAssertEqual(try RectArgument.parse(" 1,\t2 , 3,4\t").get(), Rect(x: 1, y: 2, width: 3, height: 4))
    }

    func testParse_NotFourNumbers_SaysWhat() {
        guard case .failure(let error) = RectArgument.parse("1,2,3") else { return XCTFail("parsed") }
        XCTAssertEqual(error.description, "invalid rect '1,2,3': expected x,y,w,h (four numbers, comma-separated)")
    }
}
