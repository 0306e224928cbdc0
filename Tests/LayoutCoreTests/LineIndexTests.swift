import LayoutCore
import TestSupport
import XCTest

/// Rect queries search each section's lines: directly over the lines' frames when their
/// starts and ends increase, over stored running extremes when they do not (lines that
/// overlap or come back, as a hand-made or compositional section may have). Both must find
/// exactly the cells a brute-force filter finds.
final class LineIndexTests: XCTestCase {
    private func randomSection(_ index: Int, origin: Double, inOrder: Bool, _ g: inout SeededGenerator) -> SectionLayout {
        var frames = ContiguousArray<Rect>()
        var lines: [LineLayout] = []
        var y = origin
        for _ in 0..<Int.random(in: 0...25, using: &g) {
            let thickness = Double(Int.random(in: 0...60, using: &g))
            let start = inOrder ? y : origin + Double(Int.random(in: -40...400, using: &g))
            let first = frames.count
            for k in 0..<Int.random(in: 0...4, using: &g) {
                // Items inside their line, or up to 3 points out of it (an overhang).
                let top = start + Double(Int.random(in: -3...Int(thickness), using: &g))
                frames.append(R(Double(k) * 50, top, 40, Double(Int.random(in: 1...max(1, Int(thickness) + 3), using: &g))))
            }
            lines.append(LineLayout(frame: R(0, start, 375, thickness), items: first..<frames.count))
            y = start + thickness + Double(Int.random(in: 0...10, using: &g))
        }
        let bottom = lines.map { $0.frame.maxY }.max() ?? origin
        return SectionLayout(
            index: index, frame: R(0, origin, 375, bottom - origin), itemsFrame: R(0, origin, 0, 0),
            contentFrame: R(0, origin, 375, bottom - origin), insets: .zero, itemFrames: frames, lines: lines)
    }

    func testRectQueries_FindTheCellsABruteForceFilterFinds_LinesInOrderOrNot() {
        for seed in 0..<300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            var sections: [SectionLayout] = []
            var origin = 0.0
            for s in 0..<Int.random(in: 1...5, using: &g) {
                let section = randomSection(s, origin: origin, inOrder: Bool.random(using: &g), &g)
                sections.append(section)
                origin = section.frame.maxY + 10
            }
            let geometry = LayoutGeometry(
                bounds: R(0, 0, 375, 667), scale: 2, scrollDirection: .vertical, contentSize: Size(width: 375, height: origin),
                sections: sections, queryOrder: .bySection)
            let snapshot = LayoutSnapshot(geometry: geometry)
            let cells = snapshot.allElements()
            XCTAssertEqual(cells.count, sections.reduce(0) { $0 + $1.itemCount }, "seed \(seed)")
            for _ in 0..<20 {
                let rect = R(-10, Double.random(in: -50...origin + 50, using: &g), 400, Double.random(in: 0...300, using: &g))
                XCTAssertEqual(snapshot.elements(in: rect), cells.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
    }
}
