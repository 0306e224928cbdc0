import LayoutCore
import XCTest

/// Batches UIKit rejects, each with the rule it breaks and the exact message.
final class BatchUpdateRejectionTests: XCTestCase {
    private func assertRejected(
        _ batch: BatchUpdate, old: [Int], new: [Int], _ rule: BatchUpdateError.Rule, section: Int? = nil,
        indexPath: LayoutCore.IndexPath? = nil, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        do {
            _ = try batch.resolve(oldItemCounts: old, newItemCounts: new)
            XCTFail("accepted", file: file, line: line)
        } catch {
            XCTAssertEqual(error.rule, rule, file: file, line: line)
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertEqual(error.section, section ?? indexPath?.section, file: file, line: line)
            XCTAssertEqual(error.indexPath, indexPath, file: file, line: line)
        }
    }

    // MARK: Counts

    func testItemCountThatDoesNotAddUp() {
        let batch = BatchUpdate(deleteItems: [ip(1, 0)], insertItems: [ip(1, 0), ip(1, 1)], moveItems: [.init(from: ip(0, 0), to: ip(1, 2))])
        assertRejected(
            batch, old: [2, 3], new: [1, 4], .itemCount, section: 1,
            "Invalid update: invalid number of items in section 1. The number of items contained in an existing section "
                + "after the update (4) must be equal to the number of items contained in that section before the update "
                + "(3), plus or minus the number of items inserted or deleted from that section (2 inserted, 1 deleted) and "
                + "plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).")
    }

    func testItemCountNamesTheNewSectionOfAMovedSection() {
        let batch = BatchUpdate(moveSections: [.init(from: 0, to: 1)])
        assertRejected(
            batch, old: [2, 5], new: [5, 3], .itemCount, section: 1,
            "Invalid update: invalid number of items in section 1. The number of items contained in an existing section "
                + "after the update (3) must be equal to the number of items contained in that section before the update "
                + "(2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and "
                + "plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
    }

    func testSectionCountThatDoesNotAddUp() {
        assertRejected(
            BatchUpdate(deleteSections: [0]), old: [1, 1], new: [1, 1], .sectionCount,
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after "
                + "the update (2) must be equal to the number of sections contained in the collection view before the "
                + "update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    func testInsertedSectionWithAnotherCount() {
        assertRejected(
            BatchUpdate(insertSections: [.init(1, itemCount: 2)]), old: [1], new: [1, 3], .insertedSectionItemCount,
            section: 1,
            "Invalid update: invalid number of items in section 1. The number of items contained in an inserted section "
                + "after the update (3) must be equal to the number of items it was inserted with (2).")
    }

    // MARK: Out of range

    func testSectionsOutOfRange() {
        assertRejected(
            BatchUpdate(deleteSections: [2]), old: [1, 1], new: [1], .sectionOutOfRange, section: 2,
            "attempt to delete section 2, but there are only 2 sections before the update")
        assertRejected(
            BatchUpdate(reloadSections: [-1]), old: [1], new: [1], .sectionOutOfRange, section: -1,
            "attempt to reload section -1, but there are only 1 sections before the update")
        assertRejected(
            BatchUpdate(insertSections: [.init(3)]), old: [1], new: [1, 1], .sectionOutOfRange, section: 3,
            "attempt to insert section 3, but there are only 2 sections after the update")
        assertRejected(
            BatchUpdate(moveSections: [.init(from: 0, to: 2)]), old: [1, 1], new: [1, 1], .sectionOutOfRange, section: 2,
            "attempt to move section 0 to section 2, but there are only 2 sections after the update")
    }

    func testItemsOutOfRange() {
        assertRejected(
            BatchUpdate(deleteItems: [ip(0, 3)]), old: [3], new: [2], .itemOutOfRange, indexPath: ip(0, 3),
            "attempt to delete item 3 from section 0, which only contains 3 items before the update")
        assertRejected(
            BatchUpdate(deleteItems: [ip(1, 0)]), old: [3], new: [2], .sectionOutOfRange, indexPath: ip(1, 0),
            "attempt to delete item 0 from section 1, but there are only 1 sections before the update")
        assertRejected(
            BatchUpdate(insertItems: [ip(0, 4)]), old: [3], new: [4], .itemOutOfRange, indexPath: ip(0, 4),
            "attempt to insert item 4 of section 0, but there are only 4 items in section 0 after the update")
        assertRejected(
            BatchUpdate(insertItems: [ip(2, 0)]), old: [3], new: [4], .sectionOutOfRange, indexPath: ip(2, 0),
            "attempt to insert item 0 of section 2, but there are only 1 sections after the update")
        assertRejected(
            BatchUpdate(moveItems: [.init(from: ip(0, 0), to: ip(1, 5))]), old: [1, 1], new: [0, 2], .itemOutOfRange,
            indexPath: ip(1, 5),
            "attempt to move item [0, 0] to item 5 of section 1, but there are only 2 items in section 1 after the update")
        assertRejected(
            BatchUpdate(reloadItems: [ip(0, -1)]), old: [1], new: [1], .itemOutOfRange, indexPath: ip(0, -1),
            "attempt to reload item -1 from section 0, which only contains 1 items before the update")
    }

    // MARK: Conflicts

    func testSameItemDeletedTwice() {
        assertRejected(
            BatchUpdate(deleteItems: [ip(0, 1), ip(0, 1)]), old: [3], new: [1], .duplicate, indexPath: ip(0, 1),
            "attempt to delete item [0, 1] twice")
    }

    func testSameSectionDeletedTwice() {
        assertRejected(
            BatchUpdate(deleteSections: [0, 0]), old: [1, 1], new: [], .duplicate, section: 0,
            "attempt to delete section 0 twice")
    }

    func testItemMovedAndDeleted() {
        assertRejected(
            BatchUpdate(deleteItems: [ip(0, 1)], moveItems: [.init(from: ip(0, 1), to: ip(0, 0))]), old: [3], new: [2],
            .deleteAndMove, indexPath: ip(0, 1), "attempt to delete and move the same item [0, 1]")
    }

    func testMovedItemReloaded() {
        assertRejected(
            BatchUpdate(moveItems: [.init(from: ip(0, 1), to: ip(0, 0))], reloadItems: [ip(0, 1)]), old: [3], new: [3],
            .reloadMoved, indexPath: ip(0, 1), "attempt to reload the moved item [0, 1]")
    }

    func testItemDeletedAndReloaded() {
        assertRejected(
            BatchUpdate(deleteItems: [ip(0, 2)], reloadItems: [ip(0, 2)]), old: [3], new: [2],
            .deleteAndReload, indexPath: ip(0, 2), "attempt to delete and reload the same item [0, 2]")
    }

    func testInsertAndMoveToTheSamePlace() {
        assertRejected(
            BatchUpdate(insertItems: [ip(0, 0)], moveItems: [.init(from: ip(0, 2), to: ip(0, 0))]), old: [3], new: [4],
            .insertAndMove, indexPath: ip(0, 0), "attempt to insert and move to the same index path [0, 0]")
        assertRejected(
            BatchUpdate(moveItems: [.init(from: ip(0, 1), to: ip(0, 0)), .init(from: ip(0, 2), to: ip(0, 0))]),
            old: [3], new: [3], .insertAndMove, indexPath: ip(0, 0), "attempt to move two items to the same index path [0, 0]")
        assertRejected(
            BatchUpdate(insertSections: [.init(0)], moveSections: [.init(from: 1, to: 0)]), old: [1, 1], new: [1, 1, 1],
            .insertAndMove, section: 0, "attempt to insert and move to the same section 0")
    }

    func testSectionConflicts() {
        assertRejected(
            BatchUpdate(deleteSections: [1], moveSections: [.init(from: 1, to: 0)]), old: [1, 1], new: [1],
            .deleteAndMove, section: 1, "attempt to delete and move the same section 1")
        assertRejected(
            BatchUpdate(deleteSections: [1], reloadSections: [1]), old: [1, 1], new: [1],
            .deleteAndReload, section: 1, "attempt to delete and reload the same section 1")
        assertRejected(
            BatchUpdate(moveSections: [.init(from: 0, to: 1)], reloadSections: [0]), old: [1, 1], new: [1, 1],
            .reloadMoved, section: 0, "attempt to reload the moved section 0")
    }

    // MARK: Items inside changed sections

    func testItemOperationsInsideDeletedInsertedOrReloadedSections() {
        assertRejected(
            BatchUpdate(deleteSections: [1], deleteItems: [ip(1, 0)]), old: [1, 2], new: [1],
            .itemInChangedSection, indexPath: ip(1, 0), "attempt to delete item [1, 0] from section 1, which is being deleted")
        assertRejected(
            BatchUpdate(insertSections: [.init(1)], insertItems: [ip(1, 0)]), old: [1], new: [1, 1],
            .itemInChangedSection, indexPath: ip(1, 0), "attempt to insert item 0 of section 1, which is being inserted")
        assertRejected(
            BatchUpdate(reloadSections: [0], reloadItems: [ip(0, 0)]), old: [1], new: [1],
            .itemInChangedSection, indexPath: ip(0, 0), "attempt to reload item [0, 0] from section 0, which is being reloaded")
        assertRejected(
            BatchUpdate(deleteSections: [0], moveItems: [.init(from: ip(0, 0), to: ip(0, 0))]), old: [1, 1], new: [2],
            .itemInChangedSection, indexPath: ip(0, 0), "attempt to move item [0, 0] from section 0, which is being deleted")
        assertRejected(
            BatchUpdate(insertSections: [.init(1)], moveItems: [.init(from: ip(0, 0), to: ip(1, 0))]), old: [2], new: [1, 1],
            .itemInChangedSection, indexPath: ip(1, 0), "attempt to move item [0, 0] to item 0 of section 1, which is being inserted")
    }
}
