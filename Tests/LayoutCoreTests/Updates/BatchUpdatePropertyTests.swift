import LayoutCore
import TestSupport
import XCTest

/// Random valid batches on random item counts, built from a model that places every
/// element by hand: the resolved mapping must be the model's, element for element.
final class BatchUpdatePropertyTests: XCTestCase {
    /// An element after the update: an old item (section, item), or a new one.
    private enum Origin: Hashable {
        case old(Int, Int)
        case inserted
    }

    private struct Case {
        var batch = BatchUpdate()
        var oldCounts: [Int] = []
        /// The model's data after the update, per new section, with where each item came
        /// from; reloaded and inserted sections hold only `.inserted`.
        var after: [[Origin]] = []
        /// The model's section mapping: new section -> old, nil when inserted.
        var sectionOrigins: [Int?] = []
    }

    /// A random batch, built by deciding each old section's and item's fate, then putting
    /// the arrivals (moves and inserts) at random places among the elements that stay.
    private func randomCase(_ g: inout SeededGenerator) -> Case {
        var c = Case()
        let sectionCount = Int.random(in: 0...6, using: &g)
        c.oldCounts = (0..<sectionCount).map { _ in Int.random(in: 0...8, using: &g) }
        enum Fate { case stay, delete, reload, move }
        func fate() -> Fate {
            switch Int.random(in: 0..<20, using: &g) {
            case 0..<3: return .delete
            case 3..<5: return .reload
            case 5..<8: return .move
            default: return .stay
            }
        }
        // Sections.
        let sectionFates = (0..<sectionCount).map { _ in fate() }
        enum Slot { case old(Int), inserted(Int?) }
        var slots: [Slot] = []
        var arrivals: [Slot] = []
        for s in 0..<sectionCount {
            switch sectionFates[s] {
            case .stay: slots.append(.old(s))
            case .reload: slots.append(.old(s)); c.batch.reloadSections.append(s)
            case .delete: c.batch.deleteSections.append(s)
            case .move: arrivals.append(.old(s))
            }
        }
        for _ in 0..<Int.random(in: 0...2, using: &g) {
            arrivals.append(.inserted(Bool.random(using: &g) ? Int.random(in: 0...4, using: &g) : nil))
        }
        for arrival in arrivals.shuffled(using: &g) { slots.insert(arrival, at: Int.random(in: 0...slots.count, using: &g)) }
        for (t, slot) in slots.enumerated() {
            switch slot {
            case .old(let s):
                c.sectionOrigins.append(s)
                if sectionFates[s] == .move { c.batch.moveSections.append(.init(from: s, to: t)) }
            case .inserted(let count):
                c.sectionOrigins.append(nil)
                c.batch.insertSections.append(.init(t, itemCount: count))
            }
        }
        // Items: sections that stay (moved or not) and are not reloaded take part.
        let live = c.sectionOrigins.indices.filter { t in c.sectionOrigins[t].map { sectionFates[$0] != .reload } ?? false }
        var staying = [[Origin]](repeating: [], count: slots.count)
        var arriving = [[Origin]](repeating: [], count: slots.count)
        for t in live {
            let s = c.sectionOrigins[t]!
            for i in 0..<c.oldCounts[s] {
                switch fate() {
                case .stay: staying[t].append(.old(s, i))
                case .reload: staying[t].append(.old(s, i)); c.batch.reloadItems.append(ip(s, i))
                case .delete: c.batch.deleteItems.append(ip(s, i))
                case .move: arriving[live.randomElement(using: &g)!].append(.old(s, i))
                }
            }
            for _ in 0..<Int.random(in: 0...2, using: &g) { arriving[t].append(.inserted) }
        }
        c.after = slots.indices.map { t in
            switch slots[t] {
            case .inserted(let count): return Array(repeating: .inserted, count: count ?? Int.random(in: 0...4, using: &g))
            case .old(let s):
                if sectionFates[s] == .reload { return Array(repeating: .inserted, count: Int.random(in: 0...5, using: &g)) }
                var items = staying[t]
                for arrival in arriving[t].shuffled(using: &g) { items.insert(arrival, at: Int.random(in: 0...items.count, using: &g)) }
                return items
            }
        }
        for t in live {
            for (j, origin) in c.after[t].enumerated() {
                switch origin {
                case .inserted: c.batch.insertItems.append(ip(t, j))
                case .old(let s, let i):
                    if !staying[t].contains(origin) { c.batch.moveItems.append(.init(from: ip(s, i), to: ip(t, j))) }
                }
            }
        }
        // Order is irrelevant to UIKit: shuffle every list.
        c.batch.deleteSections.shuffle(using: &g)
        c.batch.insertSections.shuffle(using: &g)
        c.batch.moveSections.shuffle(using: &g)
        c.batch.deleteItems.shuffle(using: &g)
        c.batch.insertItems.shuffle(using: &g)
        c.batch.moveItems.shuffle(using: &g)
        c.batch.reloadItems.shuffle(using: &g)
        return c
    }

    func testRandomBatchesMapEveryElementAsTheModelDoes() throws {
        for seed in 0..<3_000 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let c = randomCase(&g)
            let newCounts = c.after.map(\.count)
            func message() -> String { "seed \(seed): \(c.oldCounts) -> \(newCounts), \(c.batch)" }
            let mapping: UpdateMapping
            do {
                mapping = try c.batch.resolve(oldItemCounts: c.oldCounts, newItemCounts: newCounts)
            } catch {
                XCTFail("rejected: \(error): \(message())")
                return
            }
            if c.batch.insertSections.allSatisfy({ $0.itemCount != nil }) && c.batch.reloadSections.isEmpty {
                // Without free counts, the batch alone implies the data source's counts.
                let implied = try c.batch.impliedItemCounts(oldItemCounts: c.oldCounts)
                if implied != newCounts { XCTFail("implied counts \(implied): \(message())") }
            }
            // Every new element comes from exactly the old one the model says, or an insert.
            var claimed = Set<LayoutCore.IndexPath>()
            for t in c.after.indices {
                if mapping.oldSection(forNew: t) != c.sectionOrigins[t] { XCTFail("section \(t): \(message())") }
                for (j, origin) in c.after[t].enumerated() {
                    let from = mapping.oldIndexPath(forNew: ip(t, j))
                    switch origin {
                    case .inserted: if from != nil { XCTFail("[\(t), \(j)] from \(from!), not inserted: \(message())") }
                    case .old(let s, let i):
                        if from != ip(s, i) { XCTFail("[\(t), \(j)] from \(String(describing: from)), not [\(s), \(i)]: \(message())") }
                        claimed.insert(ip(s, i))
                    }
                }
            }
            // Every old element goes to exactly one new one (the inverse), or is deleted.
            for s in c.oldCounts.indices {
                for i in 0..<c.oldCounts[s] {
                    let to = mapping.newIndexPath(forOld: ip(s, i))
                    if claimed.contains(ip(s, i)) {
                        if to.map({ mapping.oldIndexPath(forNew: $0) }) != ip(s, i) { XCTFail("[\(s), \(i)] to \(String(describing: to)): \(message())") }
                    } else if to != nil {
                        XCTFail("[\(s), \(i)] to \(to!), not deleted: \(message())")
                    }
                }
            }
            // The applied data has the data source's counts.
            if mapping.applied(labelling: c.oldCounts).map(\.count) != newCounts { XCTFail("applied counts: \(message())") }
            if (testRun?.failureCount ?? 0) > 0 {
                print("BatchUpdatePropertyTests: first failing seed \(seed)")
                return
            }
        }
    }

    /// Random batches of random (mostly invalid) operations never trap: `resolve` either
    /// rejects them or returns a mapping whose two directions agree.
    func testRandomOperationsAreRejectedOrMappedConsistently() {
        var accepted = 0
        for seed in 0..<3_000 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            func index() -> Int { Int.random(in: -1...3, using: &g) }
            func path() -> LayoutCore.IndexPath { ip(index(), index()) }
            func some<T>(_ make: () -> T) -> [T] { (0..<(Int.random(in: 0..<5, using: &g) == 0 ? 1 : 0)).map { _ in make() } }
            let old = (0..<Int.random(in: 0...4, using: &g)).map { _ in Int.random(in: 0...4, using: &g) }
            let batch = BatchUpdate(
                deleteSections: some(index), insertSections: some { .init(index(), itemCount: Bool.random(using: &g) ? index() : nil) },
                moveSections: some { .init(from: index(), to: index()) }, reloadSections: some(index), deleteItems: some(path),
                insertItems: some(path), moveItems: some { .init(from: path(), to: path()) }, reloadItems: some(path))
            guard let new = try? batch.impliedItemCounts(oldItemCounts: old),
                let mapping = try? batch.resolve(oldItemCounts: old, newItemCounts: new)
            else { continue }
            accepted += 1
            for t in new.indices {
                for j in 0..<new[t] {
                    if let from = mapping.oldIndexPath(forNew: ip(t, j)), mapping.newIndexPath(forOld: from) != ip(t, j) {
                        XCTFail("seed \(seed): [\(t), \(j)] from \(from), which goes elsewhere")
                    }
                }
            }
            for s in old.indices {
                for i in 0..<old[s] {
                    if let to = mapping.newIndexPath(forOld: ip(s, i)), mapping.oldIndexPath(forNew: to) != ip(s, i) {
                        XCTFail("seed \(seed): [\(s), \(i)] to \(to), which comes from elsewhere")
                    }
                }
            }
            if (testRun?.failureCount ?? 0) > 0 { return }
        }
        XCTAssertGreaterThan(accepted, 500)
    }
}
