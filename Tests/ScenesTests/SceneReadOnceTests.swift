import LayoutCore
import XCTest

@testable import Scenes

/// `compositional { ... }` and `sections { ... }` are read once, when they are called:
/// the compositional table into typed values, the sections into item counts and the keys
/// each entry gave (no re-scan of the source text).
final class SceneReadOnceTests: XCTestCase {
    private let grid = """
        compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                                               subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
        """

    /// A section table built in code says `itemSize`, which the text never shows next to
    /// `items`: the key named is the one the table holds (the text re-scan said `itemSizes`).
    func testFlowOnlyKeySetInCode_IsNamedAsTheTableHoldsIt() {
        assertSceneError(
            grid + """

                local s = { items = 2 }
                s.itemSize = { 10, 10 }
                sections { s }
                """, line: 5, key: "sections[0].itemSize", message: "'itemSize' is a flow-layout key")
    }

    /// The call rejects a bad table itself (the REPL rejects that input at once) instead of
    /// keeping it for the scene to fail on later.
    func testBadCompositionalTable_IsRejectedByTheCall() throws {
        let context = try SceneContext(print: { _ in })
        XCTAssertThrowsError(try context.run(source: "sections { 1 }\ncompositional {\n  section = 4,\n}", chunk: "repl")) { error in
            XCTAssertEqual(
                (error as? SceneError)?.description,
                "repl:3: compositional.section: expected a section table ({ group = { ... }, ... }), got the number 4")
        }
    }

    /// The item counts are their own value, read with the sections.
    func testItemCounts_AreRecordedWithTheSections() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(source: "sections { 3, { items = 5 }, 0 }", chunk: "repl")
        XCTAssertEqual(context.sections.itemCounts, [3, 5, 0])
        XCTAssertNil(context.sections.flowOnlyKey)
    }
}
