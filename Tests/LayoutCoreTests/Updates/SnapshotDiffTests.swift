import LayoutCore
import TestSupport
import XCTest

/// Diffs of identified snapshots: the batch they produce, and its rejections.
final class SnapshotDiffTests: XCTestCase {
    private typealias Section = IdentifiedSection<String, String>

    private func diff(_ old: [Section], _ new: [Section]) throws(SnapshotDiffError) -> SnapshotDiff {
        try SnapshotDiff(old: old, new: new)
    }

    func testIdenticalSnapshotsGiveAnEmptyBatch() throws {
        let data = [Section("a", items: ["1", "2"]), Section("b", items: [])]
        XCTAssertEqual(try diff(data, data).batch, BatchUpdate())
    }

    func testOneItemMovedToTheFrontIsOneMove() throws {
        // IGListKit would report every item as moved; the fewest moves is one.
        let result = try diff([Section("a", items: ["1", "2", "3", "4"])], [Section("a", items: ["4", "1", "2", "3"])])
        XCTAssertEqual(result.batch, BatchUpdate(moveItems: [.init(from: ip(0, 3), to: ip(0, 0))]))
    }

    func testInsertsDeletesAndMoves() throws {
        let result = try diff(
            [Section("a", items: ["1", "2", "3"]), Section("b", items: ["4"])],
            [Section("b", items: ["4", "1"]), Section("a", items: ["5", "3"])])
        XCTAssertEqual(
            result.batch,
            BatchUpdate(
                moveSections: [.init(from: 1, to: 0)], deleteItems: [ip(0, 1)], insertItems: [ip(1, 0)],
                moveItems: [.init(from: ip(0, 0), to: ip(0, 1))]))
        XCTAssertEqual(result.mapping.newIndexPath(forOld: ip(0, 2)), ip(1, 1))
    }

    func testTheExampleOfTheDocs() throws {
        let result = try diff(
            [Section("a", items: ["1", "2"]), Section("b", items: ["3"])], [Section("b", items: ["3", "1"]), Section("a", items: ["2"])])
        XCTAssertEqual(result.batch, BatchUpdate(moveSections: [.init(from: 1, to: 0)], moveItems: [.init(from: ip(0, 0), to: ip(0, 1))]))
    }

    func testItemsOfDeletedOrInsertedSectionsAreDeletedAndInsertedNotMoved() throws {
        let result = try diff(
            [Section("a", items: ["1"]), Section("b", items: ["2"])],
            [Section("b", items: ["2", "1"]), Section("c", items: ["x"])])
        XCTAssertEqual(
            result.batch,
            BatchUpdate(deleteSections: [0], insertSections: [.init(1, itemCount: 1)], insertItems: [ip(0, 1)]))
    }

    func testSectionMovesAreTheFewest() throws {
        let ids = ["a", "b", "c", "d"]
        let result = try diff(ids.map { Section($0, items: []) }, ["d", "a", "b", "c"].map { Section($0, items: []) })
        XCTAssertEqual(result.batch, BatchUpdate(moveSections: [.init(from: 3, to: 0)]))
    }

    // MARK: Duplicates

    private func assertDuplicate(
        _ old: [Section], _ new: [Section], _ rule: SnapshotDiffError.Rule, _ side: SnapshotDiffError.Side, _ message: String,
        line: UInt = #line
    ) {
        do {
            _ = try diff(old, new)
            XCTFail("accepted", line: line)
        } catch {
            XCTAssertEqual(error, SnapshotDiffError(rule, side: side, message), line: line)
        }
    }

    func testDuplicateIdentifiersAreRejectedByName() {
        let a = Section("a", items: ["x"])
        assertDuplicate([a], [Section("a", items: ["x", "y", "x"])], .duplicateItem, .new, "duplicate item identifier 'x' in section 'a'")
        assertDuplicate([a], [Section("a", items: ["n", "n"])], .duplicateItem, .new, "duplicate item identifier 'n' in section 'a'")
        assertDuplicate(
            [a], [a, Section("b", items: ["x"])], .duplicateItem, .new, "duplicate item identifier 'x' in sections 'a' and 'b'")
        assertDuplicate([Section("a", items: ["y", "y"])], [a], .duplicateItem, .old, "duplicate item identifier 'y' in section 'a'")
        assertDuplicate([a], [a, Section("a", items: [])], .duplicateSection, .new, "duplicate section identifier 'a'")
        assertDuplicate([a, a], [a], .duplicateSection, .old, "duplicate section identifier 'a'")
    }

    func testValidateChecksASnapshotFromScratch() {
        XCTAssertNoThrow(try SnapshotDiff.validate([Section("a", items: ["x"]), Section("b", items: ["y"])]))
        XCTAssertThrowsError(try SnapshotDiff.validate([Section("a", items: ["x"]), Section("b", items: ["y", "x"])])) {
            XCTAssertEqual(($0 as? SnapshotDiffError)?.message, "duplicate item identifier 'x' in sections 'a' and 'b'")
        }
        XCTAssertThrowsError(try SnapshotDiff.validate([Section("a", items: []), Section("a", items: [])])) {
            XCTAssertEqual(($0 as? SnapshotDiffError)?.message, "duplicate section identifier 'a'")
        }
    }

    // MARK: Property

    /// Random pairs whose new snapshot has one identifier copied to another place: the diff
    /// rejects it, naming the identifier and the sections of both copies.
    func testEveryDuplicateInTheNewSnapshotIsFound() {
        var checked = 0
        for seed in 0..<2_500 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            var (old, new) = randomPair(&g, seed: seed)
            let places = new.indices.flatMap { t in new[t].items.indices.map { (t, $0) } }
            guard let (t, j) = places.randomElement(using: &g) else { continue }
            let id = new[t].items[j]
            let u = Int.random(in: new.indices, using: &g)
            let k = Int.random(in: 0...new[u].items.count, using: &g)
            new[u].items.insert(id, at: k)
            let copies = new.indices.filter { new[$0].items.contains(id) }.map { new[$0].id }
            let expected = copies.count == 1
                ? "duplicate item identifier '\(id)' in section '\(copies[0])'"
                : "duplicate item identifier '\(id)' in sections '\(copies[0])' and '\(copies[1])'"
            do {
                _ = try diff(old, new)
                XCTFail("seed \(seed): accepted \(new)")
            } catch {
                if error != SnapshotDiffError(.duplicateItem, side: .new, expected) { XCTFail("seed \(seed): \(error.message)") }
            }
            checked += 1
            if (testRun?.failureCount ?? 0) > 0 { return }
        }
        XCTAssertGreaterThan(checked, 1_500)
    }

    /// Random pairs of snapshots: the diff's batch, applied with UIKit's semantics,
    /// reproduces the new identifiers exactly, and pairs every identifier it can.
    func testDiffReproducesTheNewSnapshot() throws {
        for seed in 0..<2_500 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let (old, new) = randomPair(&g, seed: seed)
            let result = try diff(old, new)
            let mapping = result.mapping
            func message() -> String { "seed \(seed): \(old) -> \(new)" }
            XCTAssertEqual(try result.batch.impliedItemCounts(oldItemCounts: old.map(\.items.count)), new.map(\.items.count), message())
            var oldPlace: [String: LayoutCore.IndexPath] = [:]
            for (s, section) in old.enumerated() { for (i, id) in section.items.enumerated() { oldPlace[id] = ip(s, i) } }
            let applied = mapping.apply(to: old.map(\.items)) { "inserted:\(new[$0.section].items[$0.item])" }
            for (t, section) in new.enumerated() {
                let from = mapping.oldSection(forNew: t)
                let expected = old.contains { $0.id == section.id } ? section.id : nil
                if from.map({ old[$0].id }) != expected { XCTFail("section \(t) from \(String(describing: from)): \(message())") }
                for (j, id) in section.items.enumerated() {
                    if applied[t][j] == id { continue }
                    // Inserted: only an identifier UIKit cannot move here (new, or from a
                    // section deleted, or into a section inserted).
                    if applied[t][j] != "inserted:\(id)" { XCTFail("\(applied[t][j]) at [\(t), \(j)]: \(message())") }
                    if let place = oldPlace[id], from != nil, mapping.newSection(forOld: place.section) != nil {
                        XCTFail("\(id) deleted and inserted, not moved: \(message())")
                    }
                }
            }
            if (testRun?.failureCount ?? 0) > 0 {
                print("SnapshotDiffTests: first failing seed \(seed)")
                return
            }
        }
    }

    /// Seeds from 2,000 on shuffle every section's items: lists that disagree almost
    /// everywhere, which the diff pairs with Heckel's full tables instead of walking them.
    private func randomPair(_ g: inout SeededGenerator, seed: UInt64) -> ([Section], [Section]) {
        let shuffled = seed >= 2_000
        let (old, shuffledNew) = randomPair(&g, sizes: shuffled ? 10...40 : 0...8)
        var new = shuffledNew
        if shuffled { for s in new.indices { new[s].items.shuffle(using: &g) } }
        return (old, new)
    }

    private func randomPair(_ g: inout SeededGenerator, sizes: ClosedRange<Int>) -> ([Section], [Section]) {
        var next = 0
        func fresh() -> String { next += 1; return "i\(next)" }
        var old: [Section] = []
        for s in 0..<Int.random(in: 0...5, using: &g) {
            old.append(Section("s\(s)", items: (0..<Int.random(in: sizes, using: &g)).map { _ in fresh() }))
        }
        var new = old.filter { _ in Int.random(in: 0..<6, using: &g) != 0 }
        if !new.isEmpty && Bool.random(using: &g) { new.shuffle(using: &g) }
        for k in 0..<Int.random(in: 0...2, using: &g) {
            new.insert(Section("n\(k)", items: (0..<Int.random(in: 0...3, using: &g)).map { _ in fresh() }), at: Int.random(in: 0...new.count, using: &g))
        }
        // Take items out (deleted or moved), insert new ones, put the moved ones back anywhere.
        var moving: [String] = []
        for s in new.indices {
            new[s].items = new[s].items.filter { item in
                switch Int.random(in: 0..<8, using: &g) {
                case 0: return false
                case 1: moving.append(item); return false
                default: return true
                }
            }
        }
        // A deleted section's items are moved elsewhere too, at times.
        for section in old where !new.contains(where: { $0.id == section.id }) {
            moving += section.items.filter { _ in Bool.random(using: &g) }
        }
        if !new.isEmpty {
            for item in moving + (0..<Int.random(in: 0...3, using: &g)).map({ _ in fresh() }) {
                let s = Int.random(in: new.indices, using: &g)
                new[s].items.insert(item, at: Int.random(in: 0...new[s].items.count, using: &g))
            }
        }
        return (old, new)
    }
}
