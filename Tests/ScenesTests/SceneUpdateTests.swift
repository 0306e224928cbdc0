import LayoutCore
import Scenes
import XCTest

/// `update { ... }` in a scene: the batch read from its table (the contract's shape),
/// resolved with UIKit's checks against the sections as they are, and applied to their
/// data (item sizes follow their items); rejected batches and bad keys located.
final class SceneUpdateTests: XCTestCase {
    private func context(_ text: String) throws -> SceneContext {
        let context = try SceneContext(print: { _ in })
        try context.run(source: text, chunk: "test.lua")
        return context
    }

    private func flowSections(_ context: SceneContext) throws -> [FlowSection] {
        guard case .flow(_, let sections) = try context.scene().layout else {
            XCTFail("expected a flow layout")
            return []
        }
        return sections
    }

    private func size(_ side: Double) -> Size { Size(width: side, height: side) }

    // MARK: Items

    /// Deletes, inserts (with and without `size`), a move between sections and a reload:
    /// the items that stay fill the places left, in order; sizes go with their items; an
    /// inserted item takes its `size`, else its section's `itemSize`.
    func testItemUpdate_SizesFollowTheirItems() throws {
        let context = try context("""
            flow { itemSize = { 10, 10 } }
            sections { 3, { items = 2, itemSize = { 20, 20 } }, 1 }
            update {
              deleteItems = { {0, 1} },
              insertItems = { {1, 0, size = {30, 30}}, {1, 3} },
              moveItems = { { from = {0, 2}, to = {1, 1} } },
              reloadItems = { {0, 0} },
            }
            """)
        let sections = try flowSections(context)
        XCTAssertEqual(sections.map(\.itemCount), [1, 5, 1])
        XCTAssertNil(sections[0].itemSizes)
        XCTAssertEqual(sections[1].itemSizes, [size(30), size(10), size(20), size(20), size(20)])
        XCTAssertNil(sections[2].itemSizes)
        let update = try XCTUnwrap(context.lastUpdate)
        XCTAssertEqual(update.origin, .batch)
        XCTAssertEqual(update.mapping.newIndexPath(forOld: IndexPath(section: 0, item: 2)), IndexPath(section: 1, item: 1))
        XCTAssertNil(update.mapping.newIndexPath(forOld: IndexPath(section: 0, item: 1)))
        XCTAssertTrue(update.mapping.isItemReloaded(old: IndexPath(section: 0, item: 0)))
        XCTAssertEqual(update.site?.line, 3)
    }

    /// Several `update { }` calls apply in order, each against what the previous one left;
    /// the last one is the scene's update. Sections carry their own keys when they move;
    /// an inserted section takes the keys of its entry.
    func testSectionUpdates_ApplyInOrder() throws {
        let context = try context("""
            flow { itemSize = { 10, 10 } }
            sections { 3, { items = 2, inset = { 1, 2, 3, 4 } }, 1 }
            update { deleteItems = { {0, 0}, {0, 1} } }
            update {
              insertSections = { { at = 0, items = 2, itemSize = { 5, 5 } } },
              deleteSections = { 2 },
              moveSections = { { from = 0, to = 2 } },
            }
            """)
        let sections = try flowSections(context)
        XCTAssertEqual(sections.map(\.itemCount), [2, 2, 1])
        XCTAssertEqual(sections[0].itemSizes, [size(5), size(5)])
        XCTAssertEqual(sections[1].inset, EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertNil(sections[2].inset)
        let mapping = try XCTUnwrap(context.lastUpdate).mapping
        XCTAssertEqual(mapping.oldItemCounts, [1, 2, 1], "the last update resolves against what the first left")
        XCTAssertEqual(mapping.oldSection(forNew: 2), 0)
        XCTAssertEqual(mapping.oldSection(forNew: 1), 1)
        XCTAssertNil(mapping.oldSection(forNew: 0))
        XCTAssertNil(mapping.newSection(forOld: 2))
        XCTAssertEqual(context.lastUpdate?.site?.line, 4)
    }

    /// A reloaded section keeps its items and their sizes (its count is the data source's).
    func testReloadSections_KeepsTheSectionsItems() throws {
        let context = try context("""
            sections { { items = 2, itemSizes = { {1, 1}, {2, 2} } } }
            update { reloadSections = { 0 } }
            """)
        XCTAssertEqual(try flowSections(context)[0].itemSizes, [size(1), size(2)])
        XCTAssertTrue(try XCTUnwrap(context.lastUpdate).mapping.isSectionReloaded(old: 0))
    }

    /// The layout before the update: the scene as it is, with the sections as they were.
    func testSceneBeforeLastUpdate_HasTheOldSections() throws {
        let context = try context("""
            sections { 2, 3 }
            update { deleteSections = { 0 } }
            flow { minimumLineSpacing = 7 }
            """)
        let before = try XCTUnwrap(try context.sceneBeforeLastUpdate())
        XCTAssertEqual(before.layout.itemCounts, [2, 3])
        guard case .flow(let configuration, _) = before.layout else { return XCTFail("flow") }
        XCTAssertEqual(configuration.minimumLineSpacing, 7, "only the sections go back")
        XCTAssertEqual(try context.scene().layout.itemCounts, [3])
    }

    func testNoUpdate_NoSceneBefore() throws {
        XCTAssertNil(try context("sections { 2 }").sceneBeforeLastUpdate())
        XCTAssertNil(try context("sections { 2 }\nupdate { deleteSections = { 0 } }\nsections { 4 }").lastUpdate,
                     "sections { } without ids replaces the data: no update to compare")
    }

    /// A compositional scene takes counts only; listed section specs follow their sections.
    func testCompositional_CountsAndListedSpecsFollow() throws {
        let context = try context("""
            compositional { sections = {
              { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(10) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } },
              { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(20) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } },
            } }
            sections { 1, 2 }
            update { moveSections = { { from = 0, to = 1 } }, insertItems = { {1, 1} } }
            """)
        let scene = try context.scene()
        XCTAssertEqual(scene.layout.itemCounts, [2, 2])
        XCTAssertEqual(try scene.geometry().sections.map(\.itemFrames.first?.height), [20, 10])
    }

    // MARK: Rejected batches

    /// A batch UIKit rejects stops the scene with UIKit's message, at the update's line,
    /// and changes nothing. (The counts always add up: a scene's data is the batch, so the
    /// new counts are the ones it implies.)
    func testRejectedBatch_UIKitsMessageAtTheCallAndNothingChanged() throws {
        let context = try context("sections { 3, 1 }")
        XCTAssertThrowsError(try context.run(source: "\n\nupdate { deleteItems = { {0, 1} }, moveItems = { { from = {0, 1}, to = {1, 0} } } }", chunk: "more.lua")) { error in
            let error = error as! SceneError
            XCTAssertEqual(error.description, "more.lua:3: update: attempt to delete and move the same item [0, 1]")
        }
        XCTAssertEqual(try context.scene().layout.itemCounts, [3, 1])
        XCTAssertNil(context.lastUpdate)
    }

    func testRejectedBatch_OutOfRange() {
        assertSceneError("sections { 2 }\nupdate { deleteItems = { {0, 5} } }", line: 2, key: "update",
                         message: "attempt to delete item 5 from section 0, which only contains 2 items before the update")
    }

    func testRejectedBatch_DeletedTwice() {
        assertSceneError("sections { 2 }\nupdate {\n deleteItems = { {0, 1}, {0, 1} } }", line: 2, key: "update",
                         message: "attempt to delete item [0, 1] twice")
    }

    func testInsertIntoAListedCompositionalScene_Refused() {
        assertSceneError("""
            compositional { sections = { { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(10) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } } }
            sections { 1 }
            update {
              insertSections = { { at = 1, items = 1 } } }
            """, line: 4, key: "update.insertSections",
            message: "this compositional scene lists one spec per section (compositional { sections = { ... } }), and an inserted section has none")
    }

    // MARK: Reading errors

    /// A bad size an update gives was named at the `sections { }` call, as a field of a
    /// section the data never had (`sections[0].itemSizes[0].width` at line 1).
    func testInsertedItemsBadSize_NamedAtTheUpdate() {
        assertSceneError("sections { 2 }\n\nupdate { insertItems = {\n  { 0, 0, size = { 0/0, 5 } } } }", line: 4,
                         key: "update.insertItems[0].size.width", message: "must be a finite number (got nan)")
        assertSceneError("sections { 2 }\nupdate { insertItems = { { 0, 0, size = { 5, -1 } } } }", line: 2,
                         key: "update.insertItems[0].size.height", message: "cannot be negative (got -1)")
    }

    func testInsertedSectionsBadFields_NamedAtTheUpdate() {
        assertSceneError("sections { 2 }\nupdate { insertSections = {\n  { at = 1, items = 1, itemSize = { 0/0, 5 } } } }", line: 3,
                         key: "update.insertSections[0].itemSize.width", message: "must be a finite number (got nan)")
        assertSceneError("sections { 2 }\nupdate { insertSections = {\n  { at = 1, items = 1, minimumLineSpacing = -2 } } }", line: 3,
                         key: "update.insertSections[0].minimumLineSpacing", message: "cannot be negative (got -2)")
    }

    func testUnknownKey_DidYouMean() {
        assertSceneError("sections { 2 }\nupdate {\n  deleteItem = { {0, 1} } }", line: 3, key: "update.deleteItem",
                         message: "unknown key 'deleteItem' (did you mean 'deleteItems'?)")
    }

    func testUnknownKeyInAMove_DidYouMean() {
        assertSceneError("sections { 3 }\nupdate { moveItems = {\n  { form = {0, 0}, to = {0, 1} } } }", line: 3,
                         key: "update.moveItems[0].form", message: "unknown key 'form' (did you mean 'from'?)")
    }

    func testIndexPathOfTheWrongShape() {
        assertSceneError("sections { 3 }\nupdate { insertItems = {\n  {0, 0},\n  {0} } }", line: 4,
                         key: "update.insertItems[1]", message: "expected { section, item } (2 integers), got 1 values")
    }

    func testIndexOfTheWrongType() {
        assertSceneError("sections { 3 }\nupdate { deleteItems = { {0, \"x\"} } }", line: 2,
                         key: "update.deleteItems[0][1]", message: "integer expected, got string")
    }

    func testInsertedItemSize_UnknownKey() {
        assertSceneError("sections { 3 }\nupdate { insertItems = { {0, 0, sizes = {1, 1}} } }", line: 2,
                         key: "update.insertItems[0].sizes", message: "unknown key 'sizes' (did you mean 'size'?)")
    }

    func testInsertedSection_NeedsAt() {
        assertSceneError("sections { 3 }\nupdate { insertSections = { { items = 2 } } }", line: 2,
                         key: "update.insertSections[0].at", message: "missing: where the section goes")
    }

    func testInsertedSection_NeedsItems() {
        assertSceneError("sections { 3 }\nupdate { insertSections = { { at = 0 } } }", line: 2,
                         key: "update.insertSections[0].items", message: "missing: every section needs an item count")
    }

    func testListGivenAsKeys() {
        assertSceneError("sections { 3 }\nupdate { deleteSections = { first = 0 } }", line: 2,
                         key: "update.deleteSections", message: "expected a list, got the key first")
    }

    func testInsertedSection_FlowKeyInACompositionalScene_Refused() {
        assertSceneError("""
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(10) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
            sections { 1 }
            update { insertSections = {
              { at = 1, items = 1, inset = 4 } } }
            """, line: 4, key: "update.insertSections[0].inset",
            message: "'inset' is a flow-layout key; an inserted compositional section takes its layout from compositional { }")
    }

    func testInsertedSection_Ids_Refused() {
        assertSceneError("sections { 1 }\nupdate { insertSections = { { at = 1, ids = { \"a\" } } } }", line: 2,
                         key: "update.insertSections[0].ids",
                         message: "an update names positions; identified sections change by giving sections { } again with their new ids")
    }

    func testTooManyItemsAfterTheUpdate() {
        assertSceneError("sections { 9999999 }\nupdate { insertSections = { { at = 1, items = 2 } } }", line: 2,
                         key: "update", message: "too many items after the update: 10,000,001; a scene has at most 10,000,000 items in all")
    }
}
