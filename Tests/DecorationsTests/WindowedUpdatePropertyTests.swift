import Decorations
import LayoutCore
import LuaRuntime
import PluginContract
import TestSupport
import XCTest

/// R24 across updates: random item inserts and deletes laid out incrementally and
/// decorated by one host that lives across them (its cache moving what spans a section,
/// windows computed again), every section decorated by windows of a few lines: every
/// element equals what a host decorating whole gives for a layout from scratch.
final class WindowedUpdatePropertyTests: XCTestCase {
    private static let uses: [PluginUse] = [
        PluginUse(name: "section_background", options: .table(LuaTable()), file: "test", line: nil),
        PluginUse(name: "separators", options: ["betweenItems": true], file: "test", line: nil),
        PluginUse(name: "row_background", options: ["lines": "odd"], file: "test", line: nil),
        PluginUse(name: "color_rules", options: ["rules": [["items": "even", "color": "#FFFFFF"]]], file: "test", line: nil),
    ]

    private func host(windows: DecorationWindowing) -> ConfiguredTestHost {
        let configured = ConfiguredTestHost(searchPath: PluginSearchPath(folders: [DecorationFixture.bundledPlugins]), uses: Self.uses)
        configured.host.windowing = windows
        XCTAssertEqual(configured.problems.map(\.description), [])
        return configured
    }

    private func sorted(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        elements.sorted {
            ($0.category.rawValue, $0.kind ?? "", $0.indexPath.section, $0.indexPath.item)
                < ($1.category.rawValue, $1.kind ?? "", $1.indexPath.section, $1.indexPath.item)
        }
    }

    func testUpdatesOfWindowedSections_DecorateAsWholeFromScratch() throws {
        let seed = testSeed(0x3_6D0)
        print("WindowedUpdatePropertyTests seed: \(seed) (LUALAYOUT_SEED=\(seed) replays it)")
        var g = SeededGenerator(seed: seed)
        for scene in 0..<30 {
            let live = host(windows: DecorationWindowing(threshold: 2, linesPerWindow: Int.random(in: 1...4, using: &g)))
            let whole = host(windows: DecorationWindowing(threshold: .max, linesPerWindow: 1))
            var c = FlowLayoutConfiguration()
            c.itemSize = Size(width: [100.0, 170, 375].randomElement(using: &g)!, height: [44.0, 50.5].randomElement(using: &g)!)
            c.minimumLineSpacing = [0.0, 10].randomElement(using: &g)!
            c.headerReferenceSize = Size(width: 30, height: 20)
            let cv = CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 2)
            var counts = (0..<Int.random(in: 1...3, using: &g)).map { _ in Int.random(in: 0...40, using: &g) }
            func input(_ counts: [Int]) -> FlowLayoutInput {
                FlowLayoutInput(configuration: c, sections: counts.map { FlowSection(itemCount: $0) }, collectionView: cv)
            }
            var geometry = try input(counts).layout()
            var previous = live.snapshot(for: geometry)
            _ = previous.elements(in: Rect(x: 0, y: 0, width: 375, height: 667))
            for step in 0..<4 {
                var batch = BatchUpdate()
                var next = counts
                let s = Int.random(in: 0..<counts.count, using: &g)
                if counts[s] > 0 && Bool.random(using: &g) {
                    batch.deleteItems = [IndexPath(section: s, item: Int.random(in: 0..<counts[s], using: &g))]
                    next[s] -= 1
                } else {
                    next[s] += Int.random(in: 1...5, using: &g)
                    batch.insertItems = (0..<(next[s] - counts[s])).map { IndexPath(section: s, item: $0) }
                }
                let mapping = try batch.resolve(oldItemCounts: counts, newItemCounts: next)
                let result = try IncrementalLayout.flow(previous: input(counts), previousGeometry: geometry, next: input(next), mapping: mapping)
                let pass = live.pass(for: result.geometry, previous: previous)
                let actual = pass.snapshot
                // A query first (windows asked lazily), then everything.
                let y = Double.random(in: 0...max(0, actual.contentSize.height - 300), using: &g)
                let rect = Rect(x: 0, y: y, width: 375, height: 300)
                whole.invalidateCache()
                let expected = whole.snapshot(for: try input(next).layout())
                let context = "seed \(seed), scene \(scene), step \(step)"
                XCTAssertEqual(sorted(actual.elements(in: rect)), sorted(expected.elements(in: rect)), context)
                XCTAssertEqual(sorted(actual.allElements()), sorted(expected.allElements()), context)
                XCTAssertEqual(pass.errors.map(\.description), [], context)
                (counts, geometry, previous) = (next, result.geometry, actual)
            }
        }
    }
}
