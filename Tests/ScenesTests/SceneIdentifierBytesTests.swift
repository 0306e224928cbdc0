import LayoutCore
import Scenes
import XCTest

/// Identifiers are compared as their bytes, as Lua compares strings, and shown escaped:
/// two strings that are not UTF-8 are not one U+FFFD, and a precomposed "é" is not a
/// decomposed one.
final class SceneIdentifierBytesTests: XCTestCase {
    private func run(_ source: String) throws -> SceneContext {
        let context = try SceneContext(print: { _ in })
        try context.run(source: source, chunk: "test.lua")
        return context
    }

    func testTwoByteStringsThatAreNotUTF8_AreTwoIdentifiers() throws {
        let context = try run(#"sections { { id = "a", ids = { "\255", "\254" } } }"#)
        XCTAssertEqual(try context.scene().geometry().sections[0].itemCount, 2)
    }

    func testCanonicallyEquivalentText_IsTwoIdentifiers() throws {
        let context = try run(#"sections { { id = "a", ids = { "\195\169", "e\204\129" } } }"#)
        XCTAssertEqual(try context.scene().geometry().sections[0].itemCount, 2)
    }

    func testADuplicateThatIsNotUTF8_IsNamedEscaped() throws {
        XCTAssertThrowsError(try run(#"sections { { id = "s\255", ids = { "x\255", "x\255" } } }"#)) { error in
            XCTAssertEqual(
                (error as? SceneError)?.description,
                #"test.lua:1: sections[0].ids[1]: duplicate item identifier 'x\255' in section 's\255'"#)
        }
    }

    func testRenamingByOneByte_IsADeleteAndAnInsert() throws {
        let context = try run(#"sections { { id = "a", ids = { "x\255", "y" } } }"# + "\n" + #"sections { { id = "a", ids = { "x\254", "y" } } }"#)
        let update = try XCTUnwrap(context.lastUpdate)
        XCTAssertEqual(update.batch.deleteItems, [IndexPath(section: 0, item: 0)])
        XCTAssertEqual(update.batch.insertItems, [IndexPath(section: 0, item: 0)])
    }

    func testIdentifier_EqualityAndDescription() {
        XCTAssertNotEqual(SceneIdentifier(bytes: [255]), SceneIdentifier(bytes: [254]))
        XCTAssertEqual(SceneIdentifier(bytes: Array("abc".utf8)), SceneIdentifier("abc"))
        XCTAssertEqual(Set([SceneIdentifier("\u{E9}"), SceneIdentifier("e\u{301}")]).count, 2)
        XCTAssertEqual(SceneIdentifier(bytes: [0x78, 0xFF, 0xC3, 0xA9, 7]).description, "x\\255\u{E9}\u{7}")
    }

    func testSavedScene_WritesTheBytesBack() throws {
        let context = try run(#"sections { { id = "s\255", ids = { "x\255", "\195\169" } } }"#)
        let text = SceneWriter.write(context).text
        XCTAssertTrue(text.contains(#"{ items = 2, id = "s\255", ids = { "x\255", "é" } }"#), text)
        let again = try run(text)
        XCTAssertEqual(try again.scene().geometry().sections[0].itemCount, 2)
    }
}
