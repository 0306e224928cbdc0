import LayoutCore
import TestSupport
import XCTest

/// The change list: elements before and after an update paired by identity.
final class ChangeListTests: XCTestCase {
    /// A one-column compositional section of 50-point rows with a background.
    private let row = CompositionalSection(
        group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]),
        decorationItems: [.background(elementKind: "bg")])

    private func elements(_ counts: [Int]) throws -> [LayoutAttributes] {
        LayoutSnapshot(geometry: try compositional(counts.map { _ in row }, counts: counts, width: 100)).allElements()
    }

    /// (action, category, kind, from, to) of each change, to compare at a glance.
    private func summary(_ changes: [ElementChange]) -> [String] {
        changes.map { change in
            let from = change.from.map(\.description) ?? "nil", to = change.to.map(\.description) ?? "nil"
            return "\(change.action) \(change.category) \(change.kind ?? "-") \(from) -> \(to)"
        }
    }

    func testBackgroundOfAMovedSectionMovesWithIt() throws {
        let old = try elements([2]), new = try elements([1, 2])
        let mapping = try BatchUpdate(insertSections: [.init(0, itemCount: 1)]).resolve(oldItemCounts: [2], newItemCounts: [1, 2])
        let changes = ChangeList.compute(old: old, new: new, mapping: mapping)
        XCTAssertEqual(
            summary(changes),
            [
                "inserted cell - nil -> [0, 0]",
                "inserted decoration bg nil -> [0, 0]",
                "moved cell - [0, 0] -> [1, 0]",
                "moved cell - [0, 1] -> [1, 1]",
                "moved decoration bg [0, 0] -> [1, 0]",
            ])
        let background = try XCTUnwrap(changes.last)
        XCTAssertEqual(background.identity, ElementIdentity(category: .decoration, kind: "bg", section: .live(1), item: .number(0)))
        XCTAssertEqual(background.old?.frame, R(0, 0, 100, 100))
        XCTAssertEqual(background.new?.frame, R(0, 50, 100, 100))
        XCTAssertNil(background.initial)
        XCTAssertNil(background.final)
    }

    func testInsertedAndDeletedElementsFadeFromAndToTheirOwnAttributes() throws {
        let old = try elements([2, 1]), new = try elements([1])
        let mapping = try BatchUpdate(deleteSections: [1], deleteItems: [ip(0, 0)]).resolve(oldItemCounts: [2, 1], newItemCounts: [1])
        let changes = ChangeList.compute(old: old, new: new, mapping: mapping)
        XCTAssertEqual(
            summary(changes),
            [
                "moved cell - [0, 1] -> [0, 0]",
                "moved decoration bg [0, 0] -> [0, 0]",
                "deleted cell - [0, 0] -> nil",
                "deleted cell - [1, 0] -> nil",
                "deleted decoration bg [1, 0] -> nil",
            ])
        let deletedCell = changes[2]
        XCTAssertEqual(
            deletedCell.final,
            LayoutAttributes(
                category: .cell, indexPath: ip(0, 0), frame: R(0, 0, 100, 50), zIndex: 1, attributes: ["alpha": .number(0)]))
        XCTAssertEqual(deletedCell.identity, ElementIdentity(category: .cell, kind: nil, section: .live(0), item: .deleted(0)))
        XCTAssertEqual(changes[4].identity, ElementIdentity(category: .decoration, kind: "bg", section: .deleted(1), item: .number(0)))
        XCTAssertEqual(changes[4].final?.alpha, 0)
        XCTAssertEqual(changes[4].final?.frame, R(0, 100, 100, 50))

        let inserted = ChangeList.compute(old: new, new: old, mapping: try BatchUpdate(insertSections: [.init(1)], insertItems: [ip(0, 0)])
            .resolve(oldItemCounts: [1], newItemCounts: [2, 1]))
        XCTAssertEqual(inserted[0].action, .inserted)
        XCTAssertEqual(
            inserted[0].initial,
            LayoutAttributes(
                category: .cell, indexPath: ip(0, 0), frame: R(0, 0, 100, 50), zIndex: 1, attributes: ["alpha": .number(0)]))
        XCTAssertNil(inserted[0].final)
    }

    func testUnchangedElementsAndReloads() throws {
        let old = try elements([2, 1])
        let mapping = try BatchUpdate(reloadSections: [1], reloadItems: [ip(0, 1)]).resolve(oldItemCounts: [2, 1], newItemCounts: [2, 1])
        let changes = ChangeList.compute(old: old, new: old, mapping: mapping)
        XCTAssertEqual(
            summary(changes),
            [
                "unchanged cell - [0, 0] -> [0, 0]",
                "reloaded cell - [0, 1] -> [0, 1]",
                "unchanged decoration bg [0, 0] -> [0, 0]",
                // A reloaded section's cells are replaced; its background stays, redrawn.
                "inserted cell - nil -> [1, 0]",
                "reloaded decoration bg [1, 0] -> [1, 0]",
                "deleted cell - [1, 0] -> nil",
            ])
        XCTAssertEqual(changes[1].initial?.alpha, 0)
        XCTAssertEqual(changes[1].final?.alpha, 0)
        XCTAssertEqual(changes[1].final?.frame, R(0, 50, 100, 50))
    }

    func testPluginUseIsPartOfADecorationsIdentity() throws {
        let decoration = LayoutAttributes(category: .decoration, kind: "sep", indexPath: ip(0, 0), frame: R(0, 0, 10, 1))
        let mapping = try BatchUpdate().resolve(oldItemCounts: [1], newItemCounts: [1])
        var use = 0
        let changes = ChangeList.compute(old: [decoration], new: [decoration], mapping: mapping, pluginUse: { _, _ in use += 1; return use })
        XCTAssertEqual(summary(changes), ["inserted decoration sep nil -> [0, 0]", "deleted decoration sep [0, 0] -> nil"])
        XCTAssertEqual(changes[0].identity.pluginUse, 2)
        XCTAssertEqual(changes[1].identity.pluginUse, 1)
    }

    func testAlphaLivesInTheCustomAttributes() {
        var element = LayoutAttributes(category: .cell, indexPath: ip(0, 0), frame: R(0, 0, 1, 1))
        XCTAssertEqual(element.alpha, 1)
        element.alpha = 0.5
        XCTAssertEqual(element.attributes, ["alpha": .number(0.5)])
    }
}
