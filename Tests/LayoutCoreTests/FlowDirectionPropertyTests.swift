// Rules: docs/layout-rules.md, R12, R14, R17, R18

import LayoutCore
import TestSupport
import XCTest

/// R17 and R18 on random scenes (scales 1-3, headers, footers, insets, per-item sizes,
/// self-sizing on and off): every right-to-left frame is its left-to-right frame mirrored
/// inside its section after rounding, rect queries find exactly the frames that meet the
/// rect, and a resize laid out incrementally equals a layout from scratch.
final class FlowDirectionPropertyTests: XCTestCase {
    private struct Scene {
        var configuration: FlowLayoutConfiguration
        var sections: [FlowSection]
        var metrics: CollectionViewMetrics
    }

    private func randomScene(_ g: inout SeededGenerator) -> Scene {
        func pick(_ n: UInt64) -> Int { Int(g.next() % n) }
        func half(_ lo: Int, _ hi: Int) -> Double { Double(lo + pick(UInt64((hi - lo) * 4 + 1))) / 4 }
        var c = FlowLayoutConfiguration()
        c.scrollDirection = pick(4) == 0 ? .horizontal : .vertical
        c.itemSize = Size(width: half(20, 120), height: half(20, 90))
        c.minimumLineSpacing = half(0, 12)
        c.minimumInteritemSpacing = half(0, 12)
        c.sectionInset = EdgeInsets(top: half(0, 20), left: half(0, 30), bottom: half(0, 20), right: half(0, 30))
        c.headerReferenceSize = pick(2) == 0 ? .zero : Size(width: half(10, 40), height: half(10, 40))
        c.footerReferenceSize = pick(2) == 0 ? .zero : Size(width: half(10, 30), height: half(10, 30))
        c.sectionHeadersPinToVisibleBounds = pick(3) == 0
        if pick(2) == 0 { c.estimatedItemSize = pick(2) == 0 ? .automatic : .size(Size(width: 100, height: 50)) }
        let sections = (0..<(1 + pick(4))).map { _ -> FlowSection in
            let count = pick(9)
            var section = FlowSection(itemCount: count)
            if pick(2) == 0 {
                section.itemSizes = (0..<count).map { _ in Size(width: half(10, 160), height: half(10, 100)) }
            }
            return section
        }
        let metrics = CollectionViewMetrics(
            size: Size(width: half(200, 420), height: half(200, 500)), scale: Double(1 + pick(3)),
            contentOffset: Point(x: half(0, 100), y: half(0, 300)))
        return Scene(configuration: c, sections: sections, metrics: metrics)
    }

    private func layout(_ scene: Scene, _ direction: LayoutDirection) throws -> LayoutGeometry {
        var cv = scene.metrics
        cv.layoutDirection = direction
        return try FlowLayout.layout(configuration: scene.configuration, sections: scene.sections, collectionView: cv)
    }

    func testRightToLeft_IsLeftToRightMirroredInsideEachSection() throws {
        let seed = testSeed(28)
        var g = SeededGenerator(seed: seed)
        for run in 0..<300 {
            let scene = randomScene(&g)
            let ltr = try layout(scene, .leftToRight), rtl = try layout(scene, .rightToLeft)
            let context = "seed \(seed), run \(run)"
            XCTAssertEqual(rtl.contentSize, ltr.contentSize, context)
            XCTAssertEqual(rtl.sections.count, ltr.sections.count, context)
            for (l, r) in zip(ltr.sections, rtl.sections) {
                XCTAssertEqual(r.frame, l.frame, context)
                // The section's span along x: the line length from 0 when vertical, the
                // section's own frame when horizontal (R17a, R17d).
                let (start, length) = scene.configuration.scrollDirection == .vertical
                    ? (0.0, ltr.contentSize.width) : (l.frame.x, l.frame.width)
                func mirrored(_ f: Rect) -> Rect {
                    Rect(x: ((start + length) - f.width) - (f.x - start), y: f.y, width: f.width, height: f.height)
                }
                XCTAssertEqual(Array(r.itemFrames), l.itemFrames.map(mirrored), context)
                if scene.configuration.scrollDirection == .vertical {
                    XCTAssertEqual(r.header, l.header, context)
                    XCTAssertEqual(r.footer, l.footer, context)
                } else if !scene.configuration.sectionHeadersPinToVisibleBounds {
                    XCTAssertEqual(r.header, l.header.map(mirrored), context)
                    XCTAssertEqual(r.footer, l.footer.map(mirrored), context)
                }
            }
        }
    }

    func testRightToLeft_RectQueriesFindExactlyTheFramesThatMeetTheRect() throws {
        var g = SeededGenerator(seed: testSeed(2828))
        for run in 0..<200 {
            let scene = randomScene(&g)
            let snapshot = LayoutSnapshot(geometry: try layout(scene, .rightToLeft))
            let all = snapshot.allElements()
            let size = snapshot.contentSize
            let rect = Rect(
                x: Double(g.next() % 400) - 20, y: Double(g.next() % 600) - 20,
                width: Double(g.next() % UInt64(max(size.width, 1) + 1)), height: Double(g.next() % 300))
            func key(_ e: LayoutAttributes) -> String { "\(e.category) \(e.kind ?? "") \(e.indexPath)" }
            let expected = all.filter { $0.frame.intersects(rect) }.map(key)
            let found = snapshot.elements(in: rect).map(key)
            XCTAssertEqual(Set(found).count, found.count, "run \(run)")
            XCTAssertEqual(found.sorted(), expected.sorted(), "run \(run) rect \(rect)")
        }
    }

    /// A self-sized cell resized (R18c) through IncrementalLayout equals a full layout,
    /// in both directions.
    func testResize_Incremental_EqualsAFullLayout() throws {
        var g = SeededGenerator(seed: testSeed(282))
        for run in 0..<150 {
            var scene = randomScene(&g)
            if scene.configuration.estimatedItemSize == nil { scene.configuration.estimatedItemSize = .automatic }
            guard let s = scene.sections.indices.first(where: { scene.sections[$0].itemCount > 0 }) else { continue }
            var metrics = scene.metrics
            metrics.layoutDirection = g.next() % 2 == 0 ? .rightToLeft : .leftToRight
            let before = FlowLayoutInput(configuration: scene.configuration, sections: scene.sections, collectionView: metrics)
            var after = before
            let count = after.sections[s].itemCount
            var sizes = after.sections[s].itemSizes ?? Array(repeating: scene.configuration.itemSize, count: count)
            sizes[Int(g.next() % UInt64(count))] = Size(width: Double(g.next() % 200) + 1, height: Double(g.next() % 120) + 1)
            after.sections[s].itemSizes = sizes
            let counts = scene.sections.map(\.itemCount)
            let mapping = try BatchUpdate().resolve(oldItemCounts: counts, newItemCounts: counts)
            let result = try IncrementalLayout.flow(
                previous: before, previousGeometry: try before.layout(), next: after, mapping: mapping)
            let full = try after.layout()
            XCTAssertEqual(result.geometry.sections.map(\.itemFrames), full.sections.map(\.itemFrames), "run \(run)")
            XCTAssertEqual(result.geometry.sections.map(\.supplementaries), full.sections.map(\.supplementaries), "run \(run)")
            XCTAssertEqual(result.geometry.contentSize, full.contentSize, "run \(run)")
            XCTAssertEqual(result.sources[..<s].filter { $0 != .reused }.count, 0, "run \(run)")
        }
    }
}
