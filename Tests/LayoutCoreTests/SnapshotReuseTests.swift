@testable import LayoutCore
import TestSupport
import XCTest

/// A snapshot built after another (`previous:`) takes the index entries of the chunks of
/// sections both layouts share. Its answers must be those of a snapshot built from
/// nothing, whatever changed: frames, lines out of order, supplementaries of new kinds.
final class SnapshotReuseTests: XCTestCase {
    private func randomSection(_ index: Int, origin: Double, _ g: inout SeededGenerator) -> SectionLayout {
        let inOrder = Int.random(in: 0..<4, using: &g) > 0
        var frames = ContiguousArray<Rect>(), lines: [LineLayout] = []
        var y = origin
        for _ in 0..<Int.random(in: 0...4, using: &g) {
            let thickness = Double(Int.random(in: 1...40, using: &g))
            let start = inOrder ? y : origin + Double(Int.random(in: -20...100, using: &g))
            let first = frames.count
            for k in 0..<Int.random(in: 0...3, using: &g) { frames.append(R(Double(k) * 50, start, 40, thickness)) }
            lines.append(LineLayout(frame: R(0, start, 375, thickness), items: first..<frames.count))
            y = start + thickness + 5
        }
        let bottom = Swift.max(lines.map { $0.frame.maxY }.max() ?? origin, origin + 1)
        var supplementaries = [PlacedElement(kind: "header", frame: R(0, origin, 375, 1), zIndex: 10)]
        if Int.random(in: 0..<20, using: &g) == 0 {
            supplementaries.append(PlacedElement(kind: "badge\(Int.random(in: 0...1, using: &g))", frame: R(0, bottom + 3, 9, 9), zIndex: 1))
        }
        return SectionLayout(
            index: index, frame: R(0, origin, 375, bottom - origin), itemsFrame: R(0, origin, 0, 0),
            contentFrame: R(0, origin, 375, bottom - origin), insets: .zero, itemFrames: frames, lines: lines,
            supplementaries: supplementaries)
    }

    func testAnswersEqualASnapshotFromNothing_AfterRandomChanges() {
        var reusedSomething = false
        for seed in 0..<60 as Range<UInt64> {
            var g = SeededGenerator(seed: testSeed(seed))
            var sections = SectionList(), origin = 0.0
            for s in 0..<Int.random(in: 1...200, using: &g) {
                let section = randomSection(s, origin: origin, &g)
                origin = section.frame.maxY + 10
                sections.append(section)
            }
            let order: LayoutGeometry.QueryOrder = Bool.random(using: &g) ? .bySection : .cellsThenSupplementariesByKind
            func geometry(_ sections: SectionList) -> LayoutGeometry {
                LayoutGeometry(
                    bounds: R(0, 0, 375, 667), scale: 2, scrollDirection: .vertical,
                    contentSize: Size(width: 375, height: origin + 200), sections: sections, queryOrder: order)
            }
            let before = LayoutSnapshot(geometry: geometry(sections))
            var after = sections
            for _ in 0..<Int.random(in: 0...3, using: &g) {
                let s = Int.random(in: 0..<after.count, using: &g)
                after[s] = randomSection(s, origin: after[s].frame.minY, &g)
            }
            reusedSomething = reusedSomething || after.sharesChunks(with: sections).contains(true)
            let reusing = LayoutSnapshot(geometry: geometry(after), previous: before)
            let fresh = LayoutSnapshot(geometry: geometry(after))
            XCTAssertEqual(reusing.allElements(), fresh.allElements(), "seed \(seed)")
            XCTAssertEqual(reusing.supplementaryKinds, fresh.supplementaryKinds, "seed \(seed)")
            for _ in 0..<30 {
                let rect = R(-10, Double.random(in: -50...origin + 50, using: &g), 400, Double.random(in: 0...200, using: &g))
                XCTAssertEqual(reusing.elements(in: rect), fresh.elements(in: rect), "seed \(seed) rect \(rect)")
            }
        }
        XCTAssertTrue(reusedSomething, "some layouts must share chunks, or nothing was reused")
    }
}
