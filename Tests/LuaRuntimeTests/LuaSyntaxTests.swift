import LuaRuntime
import XCTest

final class LuaSyntaxTests: XCTestCase {
    func testKeywords_AreLua54sTwentyTwoReservedWords() {
        XCTAssertEqual(LuaSyntax.keywords.count, 22)
        XCTAssertTrue(LuaSyntax.isKeyword("goto"))
        XCTAssertFalse(LuaSyntax.isKeyword("print"))
    }

    func testIsIdentifier_NamesOnly() {
        for name in ["colors", "_x", "a1", "A_b"] { XCTAssertTrue(LuaSyntax.isIdentifier(name), name) }
        for name in ["", "1a", "end", "a-b", "a.b", "é"] { XCTAssertFalse(LuaSyntax.isIdentifier(name), name) }
    }
}
