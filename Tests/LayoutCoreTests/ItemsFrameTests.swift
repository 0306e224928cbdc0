import LayoutCore
import TestSupport
import XCTest

/// A flow section's `itemsFrame` is the union of its item frames folded in item order with
/// `Rect.union`. The placements compute it (the row path while placing items), no longer
/// `sectionLayout`; it must equal the fold bit for bit.
final class ItemsFrameTests: XCTestCase {
    private func bits(_ r: Rect) -> [UInt64] { [r.x.bitPattern, r.y.bitPattern, r.width.bitPattern, r.height.bitPattern] }

    func testItemsFrame_EqualsTheFoldOfRectUnion_OnSeededGridAndRowScenes() throws {
        var checked = 0
        for seed in 0..<600 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            func length(_ limit: Int) -> Double {
                Double(Int.random(in: 0...limit, using: &g)) + [0, 0.1, 0.25, 0.5, 1.0 / 3.0, 0.7].randomElement(using: &g)!
            }
            var sections: [FlowSection] = []
            for _ in 0..<Int.random(in: 1...4, using: &g) {
                let count = Int.random(in: 0...150, using: &g)
                var section = FlowSection(
                    itemCount: count, inset: EdgeInsets(top: length(20), left: length(20), bottom: length(20), right: length(20)),
                    minimumLineSpacing: length(15), minimumInteritemSpacing: length(15))
                if Int.random(in: 0..<3, using: &g) == 0 { section.itemSizes = (0..<count).map { _ in S(length(200), length(200)) } }
                sections.append(section)
            }
            var configuration = FlowLayoutConfiguration()
            configuration.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
            // Items wider than the view now and then: one per line, overflowing (R7b).
            configuration.itemSize = S(length(Bool.random(using: &g) ? 120 : 700), length(120))
            let metrics = CollectionViewMetrics(
                size: Size(width: Double(Int.random(in: 200...500, using: &g)), height: Double(Int.random(in: 200...700, using: &g))),
                scale: [0, 1, 2, 3, 1.5].randomElement(using: &g)!,
                contentOffset: Point(x: 0, y: Double(Int.random(in: 0...90_000, using: &g))))
            let geometry = try FlowLayout.layout(configuration: configuration, sections: sections, collectionView: metrics)
            for section in geometry.sections where section.itemCount > 0 {
                let fold = section.itemFrames.dropFirst().reduce(section.itemFrames[0]) { $0.union($1) }
                XCTAssertEqual(bits(section.itemsFrame), bits(fold), "seed \(seed) section \(section.index): \(section.itemsFrame) vs \(fold)")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 1_000)
    }

    /// Positions far from the origin, where `(max - min) + min` no longer gives `max` back:
    /// the fold's rounding must be reproduced, not recomputed as min/max.
    func testItemsFrame_FarFromTheOrigin_KeepsTheFoldsRounding() throws {
        var configuration = FlowLayoutConfiguration()
        configuration.itemSize = S(33.3, 17.1)
        configuration.minimumLineSpacing = 0.7
        configuration.headerReferenceSize = S(0, 1e9 + 0.3)
        let metrics = CollectionViewMetrics(size: Size(width: 375, height: 667), scale: 3)
        let geometry = try FlowLayout.layout(
            configuration: configuration, sections: [FlowSection(itemCount: 97)], collectionView: metrics)
        let section = geometry.sections[0]
        let fold = section.itemFrames.dropFirst().reduce(section.itemFrames[0]) { $0.union($1) }
        XCTAssertEqual(bits(section.itemsFrame), bits(fold))
    }
}
