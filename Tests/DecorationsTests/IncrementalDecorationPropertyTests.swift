import Decorations
import LayoutCore
import LuaRuntime
import PluginContract
import TestSupport
import XCTest

/// Random updates laid out incrementally and decorated by one host that lives across them
/// (so moved sections take their decorations from its cache), with the bundled plugins on:
/// every element equals what a fresh host gives for a layout from scratch.
final class IncrementalDecorationPropertyTests: XCTestCase {
    private static let uses: [PluginUse] = [
        PluginUse(name: "section_background", options: .table(LuaTable()), file: "test", line: nil),
        PluginUse(name: "separators", options: .table(LuaTable()), file: "test", line: nil),
        PluginUse(name: "color_rules", options: ["rules": [["items": "even", "color": "#FFFFFF"]]], file: "test", line: nil),
    ]

    private func host() -> ConfiguredTestHost {
        let host = ConfiguredTestHost(searchPath: PluginSearchPath(folders: [DecorationFixture.bundledPlugins]), uses: Self.uses)
        XCTAssertEqual(host.problems.map(\.description), [])
        return host
    }

    /// Item counts after a random batch of item inserts and deletes (sections stay), and its mapping.
    private func randomUpdate(_ counts: [Int], _ g: inout SeededGenerator) throws -> ([Int], UpdateMapping) {
        var batch = BatchUpdate()
        var new = counts
        let s = Int.random(in: 0..<counts.count, using: &g)
        if counts[s] > 0 && Bool.random(using: &g) {
            batch.deleteItems = [IndexPath(section: s, item: Int.random(in: 0..<counts[s], using: &g))]
            new[s] -= 1
        } else {
            new[s] += Int.random(in: 1...4, using: &g)
            batch.insertItems = (0..<(new[s] - counts[s])).map { IndexPath(section: s, item: $0) }
        }
        return (new, try batch.resolve(oldItemCounts: counts, newItemCounts: new))
    }

    func testFlowAndCompositionalUpdatesDecorateAsFromScratch() throws {
        let seed = testSeed(0x5EED_DEC)
        print("IncrementalDecorationPropertyTests seed: \(seed) (LUALAYOUT_SEED=\(seed) replays it)")
        var g = SeededGenerator(seed: seed)
        let live = host(), scratch = host()
        var moved = 0
        for scene in 0..<120 {
            let scale = [1.0, 2, 3].randomElement(using: &g)!
            let direction: ScrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
            let cv = CollectionViewMetrics(size: Size(width: 320, height: 480), scale: scale)
            let height = [44.0, 50, 50.5, 33.3].randomElement(using: &g)!
            var counts = (0..<Int.random(in: 1...6, using: &g)).map { _ in Int.random(in: 0...7, using: &g) }
            let compositional = Bool.random(using: &g)

            var c = FlowLayoutConfiguration()
            c.scrollDirection = direction
            c.itemSize = Size(width: 90, height: height)
            c.headerReferenceSize = Size(width: 30, height: 20)
            c.sectionInset = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
            func flow(_ counts: [Int]) -> FlowLayoutInput {
                FlowLayoutInput(configuration: c, sections: counts.map { FlowSection(itemCount: $0) }, collectionView: cv)
            }
            var configuration = CompositionalLayoutConfiguration()
            configuration.scrollDirection = direction
            let item = CompositionalItem(size: LayoutSize(width: .fractionalWidth(1.0 / 3), height: .fractionalHeight(1)))
            let spec = CompositionalSection(
                group: CompositionalGroup(
                    axis: direction.scrollAxis.cross,
                    size: direction == .vertical
                        ? LayoutSize(width: .fractionalWidth(1), height: .absolute(height))
                        : LayoutSize(width: .absolute(height), height: .fractionalHeight(1)),
                    subitems: .list([.item(item)]), interItemSpacing: .fixed(0), contentInsets: .zero),
                contentInsets: EdgeInsets(top: 6, left: 6, bottom: 6, right: 6), interGroupSpacing: 5)
            func composed(_ counts: [Int]) -> CompositionalLayoutInput {
                CompositionalLayoutInput(
                    configuration: configuration, sections: counts.map { _ in spec }, itemCounts: counts, collectionView: cv)
            }

            var geometry = compositional ? try composed(counts).layout() : try flow(counts).layout()
            _ = live.pass(for: geometry, eager: true)
            for step in 0..<5 {
                let (next, mapping) = try randomUpdate(counts, &g)
                let result = compositional
                    ? try IncrementalLayout.compositional(
                        previous: composed(counts), previousGeometry: geometry, next: composed(next), mapping: mapping)
                    : try IncrementalLayout.flow(
                        previous: flow(counts), previousGeometry: geometry, next: flow(next), mapping: mapping)
                let pass = live.pass(for: result.geometry, eager: true)
                moved += pass.timing.sectionsMoved
                let fromScratch = compositional ? try composed(next).layout() : try flow(next).layout()
                scratch.invalidateCache()
                let fresh = scratch.pass(for: fromScratch, eager: true)
                let expected = fresh.snapshot.allElements()
                let actual = pass.snapshot.allElements()
                if actual != expected {
                    let first = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    XCTFail("seed \(seed), scene \(scene), step \(step): elements differ at \(first.map(String.init) ?? "the end")"
                        + (first.map { ": \(actual[$0]) vs \(expected[$0])" } ?? ""))
                    return
                }
                // The same plugin errors too (a cached section reports the errors it had; the
                // bundled section_background reaches half a pixel out at some sizes).
                XCTAssertEqual(
                    Set(pass.errors.map(\.description)), Set(fresh.errors.map(\.description)),
                    "seed \(seed), scene \(scene), step \(step)")
                (counts, geometry) = (next, result.geometry)
            }
        }
        print("sections whose decorations moved: \(moved)")
        XCTAssertGreaterThan(moved, 60, "seed \(seed): the test must exercise moved sections")
    }
}
