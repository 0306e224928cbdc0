import Foundation
import LayoutCore
import LuaLayout
import TestSupport
import XCTest

private typealias IndexPath = LayoutCore.IndexPath

/// Random small scenes, both layouts, the bundled plugins on, changed by random batches
/// (`update { }`) and random diffs (identified `sections { }` given again), through the
/// session as `dump --updates` uses it. After each:
/// - the layout equals a from-scratch layout of the new data (an independent model,
///   `UpdateModel`, says what the data is), element for element, and the layout before
///   equals a from-scratch layout of the old data;
/// - every old element is in exactly one change (moved, unchanged, reloaded or deleted) and
///   every new one in exactly one (or inserted); cells are paired as the model's tags say
///   (diffs: as their identifiers say); a supplementary or decoration is paired with the
///   one of its kind and item in the same section (by tag), never deleted and inserted;
/// - every element a rect query returns is answered identically by the single-element
///   query, before and after.
/// The seed is printed; `LUALAYOUT_SEED=n` replays one run.
final class SceneUpdatePropertyTests: XCTestCase {
    private static let layoutItemSize = Size(width: 40, height: 30)

    private static let flowHeader = """
        collection { width = 200, height = 300, scale = 2 }
        flow { itemSize = { 40, 30 }, minimumLineSpacing = 4, minimumInteritemSpacing = 3,
               sectionInset = { 2, 4, 6, 8 }, headerReferenceSize = { 0, 12 }, footerReferenceSize = { 0, 5 } }
        use("section_background", { colors = { "#FF000080", "#00FF0080" }, cover = "section" })
        use("separators", { color = "#C6C6C8" })
        use("row_background", {})

        """

    private static let compositionalHeader = """
        collection { width = 200, height = 300, scale = 2 }
        compositional { section = {
          -- Self-sizing rows (C34-C35): each row as tall as its tallest fitted cell.
          group = { axis = "horizontal", size = { fractionalWidth(1), estimated(30) },
                    subitem = { size = { fractionalWidth(1), estimated(30) } }, count = 3 },
          interGroupSpacing = 4,
          boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(12) }, alignment = "top" } },
        } }
        use("section_background", { colors = { "#FF000080", "#00FF0080" }, cover = "section" })
        use("separators", { color = "#C6C6C8" })

        """

    private var seed: UInt64 { testSeed(0x5EED_0009) }

    private func session() throws -> SceneSession {
        try SceneSession(file: nil, scenePrint: { _ in })
    }

    /// 150 random scenes, each changed by a chain of 8 random batches typed into its
    /// context one after the other (as the REPL's `:update` does): 1,200 batches.
    func testRandomBatches_MatchAFromScratchLayoutAndPairEveryElement() throws {
        let seed = self.seed
        print("SceneUpdatePropertyTests.testRandomBatches seed: \(seed) (LUALAYOUT_SEED=\(seed) replays it)")
        var random = SeededGenerator(seed: seed)
        let (updated, scratch) = (try session(), try session())
        var nextTag = 0
        var checked = 0
        for run in 0..<150 {
            let compositional = run % 3 == 2
            let header = compositional ? Self.compositionalHeader : Self.flowHeader
            var model = randomModel(using: &random, sizes: true, nextTag: &nextTag)
            var source = header + sectionsLua(model, compositional: compositional) + "\n"
            try updated.load(source: source, name: "random")
            try scratch.load(source: header, name: "scratch")
            var previousAfter: [LayoutAttributes]?
            for _ in 0..<8 {
                let old = model
                let batch = old.randomBatch(using: &random, nextTag: &nextTag)
                source += batch.lua + "\n"
                let context = "run \(run), seed \(seed):\n\(source)"
                try updated.context.run(source: batch.lua, chunk: "random")
                try updated.relayout()
                let comparison = try XCTUnwrap(try updated.lastUpdate(), context).body
                try scratch.context.run(source: sectionsLua(batch.after, compositional: compositional), chunk: "scratch")
                try scratch.relayout()
                guard assertEqualElements(updated.elements(in: nil), scratch.elements(in: nil), "after", context) else { return }
                let after = comparison.after.allElements()
                // The data before is the previous step's after, already compared with a
                // from-scratch layout; the first step's is laid out from scratch.
                let before = comparison.before.allElements()
                if previousAfter == nil {
                    try scratch.context.run(source: sectionsLua(old, compositional: compositional), chunk: "scratch")
                    try scratch.relayout()
                    previousAfter = scratch.elements(in: nil)
                    assertQueriesAgree(comparison.before, using: &random, context: context + " (before)")
                }
                guard assertEqualElements(before, previousAfter!, "before", context) else { return }
                previousAfter = after
                XCTAssertEqual(updated.outcome.errors, [], context)
                guard assertPairing(comparison.changes, before: before, after: after, context: context,
                                    sameCell: { o, n in old.sections[o.section].items[o.item].tag == batch.after.sections[n.section].items[n.item].tag },
                                    sectionTag: { old.sections[$0].tag }, newSectionTag: { batch.after.sections[$0].tag })
                else { return }
                assertQueriesAgree(comparison.after, using: &random, context: context + " (after)")
                model = batch.after
                checked += 1
            }
        }
        XCTAssertEqual(checked, 1200)
    }

    /// 150 random scenes, each given 4 random identified snapshots in turn: 600 diffs.
    func testRandomDiffs_PairElementsByIdentifier() throws {
        let seed = self.seed
        print("SceneUpdatePropertyTests.testRandomDiffs seed: \(seed) (LUALAYOUT_SEED=\(seed) replays it)")
        var random = SeededGenerator(seed: seed)
        let (updated, scratch) = (try session(), try session())
        var checked = 0
        for run in 0..<150 {
            let compositional = run % 3 == 2
            let header = compositional ? Self.compositionalHeader : Self.flowHeader
            var old = randomIdentified(using: &random, from: nil)
            var source = header + identifiedLua(old) + "\n"
            try updated.load(source: source, name: "random")
            try scratch.load(source: header, name: "scratch")
            var previousAfter: [LayoutAttributes]?
            for _ in 0..<4 {
                let new = randomIdentified(using: &random, from: old)
                source += identifiedLua(new) + "\n"
                let context = "run \(run), seed \(seed):\n\(source)"
                try updated.context.run(source: identifiedLua(new), chunk: "random")
                try updated.relayout()
                let comparison = try XCTUnwrap(try updated.lastUpdate(), context).body
                try scratch.context.run(source: identifiedLua(new), chunk: "scratch")
                try scratch.relayout()
                guard assertEqualElements(updated.elements(in: nil), scratch.elements(in: nil), "after", context) else { return }
                let before = comparison.before.allElements()
                if previousAfter == nil {
                    try scratch.context.run(source: identifiedLua(old), chunk: "scratch")
                    try scratch.relayout()
                    previousAfter = scratch.elements(in: nil)
                }
                guard assertEqualElements(before, previousAfter!, "before", context) else { return }
                previousAfter = comparison.after.allElements()
                let previous = old
                guard assertPairing(comparison.changes, before: before, after: comparison.after.allElements(), context: context,
                                    sameCell: { o, n in previous[o.section].ids[o.item] == new[n.section].ids[n.item] },
                                    sectionTag: { self.sectionTag(previous[$0].id) }, newSectionTag: { self.sectionTag(new[$0].id) })
                else { return }
                assertQueriesAgree(comparison.after, using: &random, context: context + " (after)")
                old = new
                checked += 1
            }
        }
        XCTAssertEqual(checked, 600)
    }

    // MARK: Random data

    private func randomModel(using random: inout SeededGenerator, sizes: Bool, nextTag: inout Int) -> UpdateModel {
        let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ -> UpdateModel.Section in
            let sized = sizes && Int.random(in: 0..<3, using: &random) == 0
            let items = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                UpdateModel.Item(
                    tag: UpdateModel.take(&nextTag),
                    size: sized ? Size(width: Double(Int.random(in: 10...90, using: &random)), height: Double(Int.random(in: 10...40, using: &random))) : nil)
            }
            return UpdateModel.Section(tag: UpdateModel.take(&nextTag), items: items)
        }
        return UpdateModel(sections: sections)
    }

    private func sectionsLua(_ model: UpdateModel, compositional: Bool) -> String {
        compositional ? model.fittedSectionsLua() : model.sectionsLua(layoutItemSize: Self.layoutItemSize)
    }

    /// Identified sections: section ids from a small pool (some sections unnamed, paired
    /// by position), item ids unique across the snapshot; `from` an old snapshot, a new
    /// one made of some of its identifiers, moved around, and new ones.
    private func randomIdentified(using random: inout SeededGenerator, from old: [(id: String?, ids: [String])]?) -> [(id: String?, ids: [String])] {
        let named = Bool.random(using: &random) || old.map { $0.contains { $0.id != nil } } ?? false
        var pool = (old?.flatMap(\.ids) ?? []).filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
        pool += (0..<Int.random(in: 0...6, using: &random)).map { _ in "n\(Int.random(in: 0..<1_000_000, using: &random))" }
        pool = Array(Set(pool)).sorted().shuffled(using: &random)
        var sectionNames = ["a", "b", "c", "d", "e"].shuffled(using: &random)[...]
        let count = Int.random(in: 1...4, using: &random)
        var result: [(id: String?, ids: [String])] = []
        for s in 0..<count {
            let take = s == count - 1 ? pool.count : Int.random(in: 0...min(pool.count, 5), using: &random)
            result.append((named ? sectionNames.removeFirst() : nil, Array(pool.prefix(take))))
            pool.removeFirst(take)
        }
        return result
    }

    private func identifiedLua(_ sections: [(id: String?, ids: [String])]) -> String {
        "sections { " + sections.map { section in
            let ids = "ids = { " + section.ids.map { "\"\($0)\"" }.joined(separator: ", ") + " }"
            return "{ " + (section.id.map { "id = \"\($0)\", " } ?? "") + ids + " }"
        }.joined(separator: ", ") + " }"
    }

    private func sectionTag(_ id: String?) -> Int { id.map { Int($0.unicodeScalars.first!.value) } ?? -2 }

    // MARK: Checks

    private func assertEqualElements(_ actual: [LayoutAttributes], _ expected: [LayoutAttributes], _ what: String, _ context: String) -> Bool {
        guard actual != expected else { return true }
        let firstDifference = zip(actual, expected).first { $0 != $1 }.map { "\($0.0)\n  expected \($0.1)" } ?? "counts \(actual.count) and \(expected.count)"
        XCTFail("\(what) differs from a from-scratch layout: \(firstDifference)\n\(context)")
        return false
    }

    private struct Key: Hashable {
        var category: ElementCategory
        var kind: String?
        var indexPath: IndexPath
        init(_ element: LayoutAttributes) {
            (category, kind, indexPath) = (element.category, element.kind, element.indexPath)
        }
    }

    /// Every element on each side is in exactly one change; cells paired as `sameCell` says;
    /// other elements paired within the same section (by tag), never deleted and inserted.
    /// `sectionTag` is nil-free: an unnamed diffed section is paired by position, so
    /// sections without names are only checked for exactly-once.
    private func assertPairing(
        _ changes: [ElementChange], before: [LayoutAttributes], after: [LayoutAttributes], context: String,
        sameCell: (IndexPath, IndexPath) -> Bool, sectionTag: (Int) -> Int, newSectionTag: (Int) -> Int
    ) -> Bool {
        let olds = changes.compactMap(\.old).map(Key.init), news = changes.compactMap(\.new).map(Key.init)
        guard olds.count == before.count, Set(olds) == Set(before.map(Key.init)), Set(olds).count == olds.count,
            news.count == after.count, Set(news) == Set(after.map(Key.init)), Set(news).count == news.count
        else {
            XCTFail("an element is not in exactly one change\n\(context)")
            return false
        }
        func tag(_ path: IndexPath, new: Bool) -> Int { path.isLayoutLevel ? -1 : new ? newSectionTag(path.section) : sectionTag(path.section) }
        var deletedOthers = Set<String>(), insertedOthers = Set<String>()
        for change in changes {
            switch (change.old, change.new) {
            case let (old?, new?):
                if old.category == .cell {
                    guard sameCell(old.indexPath, new.indexPath) else {
                        XCTFail("cell \(old.indexPath) paired with \(new.indexPath), which is another item\n\(context)")
                        return false
                    }
                } else if tag(old.indexPath, new: false) != tag(new.indexPath, new: true) || old.kind != new.kind || old.indexPath.item != new.indexPath.item {
                    XCTFail("\(old) paired with \(new), of another section\n\(context)")
                    return false
                }
            case let (old?, nil) where old.category != .cell:
                deletedOthers.insert("\(old.category) \(old.kind ?? "") \(tag(old.indexPath, new: false)) \(old.indexPath.item)")
            case let (nil, new?) where new.category != .cell:
                insertedOthers.insert("\(new.category) \(new.kind ?? "") \(tag(new.indexPath, new: true)) \(new.indexPath.item)")
            default: break
            }
        }
        // Sections named by position (-2) may be different sections under one tag.
        let both = deletedOthers.intersection(insertedOthers).filter { !$0.contains(" -2 ") }
        guard both.isEmpty else {
            XCTFail("deleted and inserted instead of kept: \(both.sorted())\n\(context)")
            return false
        }
        return true
    }

    /// Every element of the layout, and of a few random rects, is what the single-element
    /// query for its category, kind and index path answers.
    private func assertQueriesAgree(_ snapshot: LayoutSnapshot, using random: inout SeededGenerator, context: String) {
        let size = snapshot.contentSize
        var rects = [Rect(x: 0, y: 0, width: max(size.width, 1), height: max(size.height, 1))]
        for _ in 0..<2 {
            rects.append(Rect(
                x: Double.random(in: 0...max(size.width, 1), using: &random), y: Double.random(in: 0...max(size.height, 1), using: &random),
                width: Double.random(in: 1...120, using: &random), height: Double.random(in: 1...120, using: &random)))
        }
        for rect in rects {
            for element in snapshot.elements(in: rect) {
                let single: LayoutAttributes? = switch element.category {
                case .cell: snapshot.item(at: element.indexPath)
                case .supplementary: snapshot.supplementary(kind: element.kind ?? "", at: element.indexPath)
                case .decoration: snapshot.decoration(kind: element.kind ?? "", at: element.indexPath)
                }
                if single != element {
                    XCTFail("the rect query returns \(element), the single-element query \(single.map { "\($0)" } ?? "nil")\n\(context)")
                    return
                }
            }
        }
    }
}
