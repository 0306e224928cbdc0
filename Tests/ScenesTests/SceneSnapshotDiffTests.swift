import LayoutCore
import Scenes
import XCTest

/// Identified sections (`sections { { id = "s1", ids = { "a", "b" } }, ... }`) given again:
/// the batch between the two is computed (`SnapshotDiff`); duplicates are rejected by
/// name, at their line.
final class SceneSnapshotDiffTests: XCTestCase {
    private func context(_ text: String) throws -> SceneContext {
        let context = try SceneContext(print: { _ in })
        try context.run(source: text, chunk: "test.lua")
        return context
    }

    func testSecondIdentifiedSections_AreDiffedAgainstTheFirst() throws {
        let context = try context("""
            sections { { id = "s1", ids = { "a", "b", "c" } }, { id = "s2", ids = { "d" } } }
            sections {
              { id = "s2", ids = { "d", "a" } },
              { id = "s1", ids = { "c", "e" } },
            }
            """)
        let update = try XCTUnwrap(context.lastUpdate)
        XCTAssertEqual(update.origin, .diff)
        XCTAssertEqual(update.site?.line, 2)
        let mapping = update.mapping
        XCTAssertEqual(mapping.newSection(forOld: 0), 1)
        XCTAssertEqual(mapping.newIndexPath(forOld: IndexPath(section: 0, item: 0)), IndexPath(section: 0, item: 1), "a follows its id")
        XCTAssertEqual(mapping.newIndexPath(forOld: IndexPath(section: 0, item: 2)), IndexPath(section: 1, item: 0), "c")
        XCTAssertNil(mapping.newIndexPath(forOld: IndexPath(section: 0, item: 1)), "b is gone")
        XCTAssertNil(mapping.oldIndexPath(forNew: IndexPath(section: 1, item: 1)), "e is new")
        XCTAssertEqual(try context.scene().layout.itemCounts, [2, 2])
    }

    /// `ids` gives the item count; sections without `id` are named by position; integer
    /// ids are their decimal text.
    func testIdsGiveTheCount_UnnamedSectionsPairByPosition() throws {
        let context = try context("sections { { ids = { 1, 2 } } }\nsections { { ids = { \"2\", 3, 1 } } }")
        XCTAssertEqual(try context.scene().layout.itemCounts, [3])
        let mapping = try XCTUnwrap(context.lastUpdate).mapping
        XCTAssertEqual(mapping.newSection(forOld: 0), 0)
        XCTAssertEqual(mapping.newIndexPath(forOld: IndexPath(section: 0, item: 1)), IndexPath(section: 0, item: 0))
    }

    func testFirstIdentifiedSections_AreNoUpdate() throws {
        XCTAssertNil(try context("sections { { id = \"s\", ids = { \"a\" } } }").lastUpdate)
    }

    func testDuplicateItem_InTheFirstSnapshot_LocatedByName() {
        assertSceneError("sections {\n  { id = \"s1\", ids = { \"a\" } },\n  { id = \"s2\", ids = { \"b\", \"a\" } } }", line: 3,
                         key: "sections[1].ids[1]", message: "duplicate item identifier 'a' in sections 's1' and 's2'")
    }

    func testDuplicateItem_InTheSecondSnapshot_LocatedByName() {
        assertSceneError("sections { { id = \"s1\", ids = { \"a\" } } }\nsections {\n  { id = \"s1\", ids = { \"x\", \"y\", \"x\" } } }", line: 3,
                         key: "sections[0].ids[2]", message: "duplicate item identifier 'x' in section 's1'")
    }

    func testDuplicateSection_LocatedByName() {
        assertSceneError("sections { { id = \"s1\", ids = {} },\n  { id = \"s1\", ids = {} } }", line: 2,
                         key: "sections[1].id", message: "duplicate section identifier 's1'")
    }

    func testEverySectionNeedsIdsWhenOneHasThem() {
        assertSceneError("sections {\n  { ids = { \"a\" } },\n  3 }", line: 3, key: "sections[1]",
                         message: "missing ids: sections[0] identifies its items, so every section must (ids = {} for a section without items)")
    }

    func testItemsAndIdsDisagree() {
        assertSceneError("sections { { items = 2, ids = { \"a\" } } }", line: 1, key: "sections[0].items",
                         message: "2 items but 1 ids; give one id per item (or leave items out)")
    }

    func testIdWithoutIds() {
        assertSceneError("sections { { id = \"s\", items = 2 } }", line: 1, key: "sections[0].id",
                         message: "a section's id goes with its items' ids")
    }

    func testIdOfTheWrongType() {
        assertSceneError("sections { { ids = { 1.5 } } }", line: 1, key: "sections[0].ids[0]",
                         message: "string or integer expected, got number")
    }
}
