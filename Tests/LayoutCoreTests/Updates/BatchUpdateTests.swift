import LayoutCore
import XCTest

/// Valid batches, applied as UIKit applies them.
final class BatchUpdateTests: XCTestCase {
    private func resolve(_ batch: BatchUpdate, _ old: [Int], _ new: [Int]) throws -> UpdateMapping {
        try batch.resolve(oldItemCounts: old, newItemCounts: new)
    }

    func testEmptyBatchKeepsEverything() throws {
        let mapping = try resolve(BatchUpdate(), [2, 0, 1], [2, 0, 1])
        XCTAssertEqual(mapping.applied(labelling: [2, 0, 1]), [["0.0", "0.1"], [], ["2.0"]])
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(2, 0)), ip(2, 0))
        XCTAssertEqual(mapping.oldIndexPath(forNew: ip(0, 1)), ip(0, 1))
    }

    func testDeletesNameOldIndexPathsAndInsertsNameNewOnes() throws {
        // Deleting 1 and 2 then inserting at 1: the insert is numbered after the deletes.
        let batch = BatchUpdate(deleteItems: [ip(0, 1), ip(0, 2)], insertItems: [ip(0, 1)])
        let mapping = try resolve(batch, [4], [3])
        XCTAssertEqual(mapping.applied(labelling: [4]), [["0.0", "new", "0.3"]])
        XCTAssertNil(mapping.newIndexPath(forOld: ip(0, 1)))
        XCTAssertNil(mapping.newIndexPath(forOld: ip(0, 2)))
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(0, 3)), ip(0, 2))
        XCTAssertNil(mapping.oldIndexPath(forNew: ip(0, 1)))
        XCTAssertEqual(mapping.oldIndexPath(forNew: ip(0, 2)), ip(0, 3))
    }

    func testInsertsApplyInAscendingOrder() throws {
        let batch = BatchUpdate(insertItems: [ip(0, 3), ip(0, 0)])
        let mapping = try resolve(batch, [2], [4])
        XCTAssertEqual(mapping.applied(labelling: [2]), [["new", "0.0", "0.1", "new"]])
    }

    func testMoveKeepsTheItemAndOthersCloseUp() throws {
        let batch = BatchUpdate(deleteItems: [ip(0, 1)], insertItems: [ip(0, 0)], moveItems: [.init(from: ip(0, 3), to: ip(0, 4))])
        let mapping = try resolve(batch, [5], [5])
        XCTAssertEqual(mapping.applied(labelling: [5]), [["new", "0.0", "0.2", "0.4", "0.3"]])
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(0, 3)), ip(0, 4))
        XCTAssertEqual(mapping.oldIndexPath(forNew: ip(0, 4)), ip(0, 3))
        XCTAssertTrue(mapping.isItemMoved(old: ip(0, 3)))
        XCTAssertFalse(mapping.isItemMoved(old: ip(0, 4)))
    }

    func testMoveBetweenSections() throws {
        let batch = BatchUpdate(moveItems: [.init(from: ip(0, 0), to: ip(1, 1))])
        let mapping = try resolve(batch, [2, 2], [1, 3])
        XCTAssertEqual(mapping.applied(labelling: [2, 2]), [["0.1"], ["1.0", "0.0", "1.1"]])
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(0, 0)), ip(1, 1))
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(1, 1)), ip(1, 2))
    }

    func testReloadedItemStaysWhereTheDeletesTakeIt() throws {
        let batch = BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 2)])
        let mapping = try resolve(batch, [3], [2])
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(0, 2)), ip(0, 1))
        XCTAssertTrue(mapping.isItemReloaded(old: ip(0, 2)))
        XCTAssertFalse(mapping.isItemReloaded(old: ip(0, 1)))
    }

    func testSectionOperationsAndItemsOfMovedSections() throws {
        // A(3) B(2) C(1): delete B, insert a 2-item section at 0, move C to 1; A ends at 2,
        // where its first item is deleted (old numbering) and an item inserted at 2 (new).
        let batch = BatchUpdate(
            deleteSections: [1], insertSections: [.init(0, itemCount: 2)], moveSections: [.init(from: 2, to: 1)],
            deleteItems: [ip(0, 0)], insertItems: [ip(2, 2)])
        let mapping = try resolve(batch, [3, 2, 1], [2, 1, 3])
        XCTAssertEqual(mapping.applied(labelling: [3, 2, 1]), [["new", "new"], ["2.0"], ["0.1", "0.2", "new"]])
        XCTAssertEqual(mapping.newSection(forOld: 0), 2)
        XCTAssertNil(mapping.newSection(forOld: 1))
        XCTAssertEqual(mapping.newSection(forOld: 2), 1)
        XCTAssertNil(mapping.oldSection(forNew: 0))
        XCTAssertEqual(mapping.oldSection(forNew: 2), 0)
        XCTAssertNil(mapping.newIndexPath(forOld: ip(1, 0)))
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(0, 2)), ip(2, 1))
    }

    func testKeepsItemsNamesTheSectionsALayoutMayShift() throws {
        // New: old 0 with an item inserted, an inserted section, old 2 reloaded, old 1 moved
        // untouched, old 3 with a reloaded item (a change of contents, not of positions).
        let batch = BatchUpdate(
            insertSections: [.init(1)], moveSections: [.init(from: 1, to: 3)], reloadSections: [2], insertItems: [ip(0, 0)],
            reloadItems: [ip(3, 0)])
        let mapping = try resolve(batch, [1, 1, 1, 2], [2, 0, 1, 1, 2])
        XCTAssertEqual((0..<5).map { mapping.keepsItems(newSection: $0) }, [false, false, false, true, true])
        XCTAssertEqual((0..<5).map { mapping.oldSection(forNew: $0) }, [0, nil, 2, 1, 3])
    }

    func testReloadedSectionReplacesItsItemsAndMayChangeItsCount() throws {
        let batch = BatchUpdate(reloadSections: [0])
        let mapping = try resolve(batch, [2, 1], [3, 1])
        XCTAssertEqual(mapping.applied(labelling: [2, 1]), [["new", "new", "new"], ["1.0"]])
        XCTAssertEqual(mapping.newSection(forOld: 0), 0)
        XCTAssertTrue(mapping.isSectionReloaded(old: 0))
        XCTAssertNil(mapping.newIndexPath(forOld: ip(0, 0)))
    }

    func testInsertedSectionWithoutCountTakesTheDataSourcesCount() throws {
        let mapping = try resolve(BatchUpdate(insertSections: [.init(1)]), [1], [1, 4])
        XCTAssertEqual(mapping.applied(labelling: [1]), [["0.0"], ["new", "new", "new", "new"]])
    }

    func testImpliedItemCounts() throws {
        let batch = BatchUpdate(
            deleteSections: [1], insertSections: [.init(0, itemCount: 2)], moveSections: [.init(from: 2, to: 1)],
            reloadSections: [3], deleteItems: [ip(0, 0)], insertItems: [ip(2, 2), ip(2, 3)],
            moveItems: [.init(from: ip(2, 0), to: ip(2, 0))])
        // New 0 is inserted (2); new 1 is old 2 (1, minus the item moved out); new 2 is old 0
        // (3, minus a delete, plus two inserts and the item moved in); new 3 is reloaded old 3.
        let counts = try batch.impliedItemCounts(oldItemCounts: [3, 2, 1, 7])
        XCTAssertEqual(counts, [2, 0, 5, 7])
        let mapping = try resolve(batch, [3, 2, 1, 7], counts)
        XCTAssertEqual(mapping.newIndexPath(forOld: ip(2, 0)), ip(2, 0))
        XCTAssertEqual(mapping.oldIndexPath(forNew: ip(2, 1)), ip(0, 1))
    }
}
