import LuaRuntime
import XCTest

/// Lua's reserved words and names, as the reference manual (§3.1) gives them.
final class LuaSyntaxTests: XCTestCase {
    func testKeywords_AreLua54sTwentyTwoReservedWords() {
        XCTAssertEqual(LuaSyntax.keywords.count, 22)
        XCTAssertTrue(LuaSyntax.isKeyword("goto"))
        XCTAssertFalse(LuaSyntax.isKeyword("print"))
    }

    func testIsIdentifier_AcceptsNamesAndRejectsKeywordsDigitsAndOtherBytes() {
        XCTAssertTrue(LuaSyntax.isIdentifier("_colors2"))
        XCTAssertFalse(LuaSyntax.isIdentifier("end"))
        XCTAssertFalse(LuaSyntax.isIdentifier("2d"))
        XCTAssertFalse(LuaSyntax.isIdentifier("a-b"))
        XCTAssertFalse(LuaSyntax.isIdentifier(""))
    }
}
