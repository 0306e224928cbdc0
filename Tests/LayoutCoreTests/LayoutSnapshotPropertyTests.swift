import LayoutCore
import TestSupport
import XCTest

/// Properties of the snapshot's queries over thousands of random, seeded flow layouts.
final class LayoutSnapshotPropertyTests: XCTestCase {
    /// A random flow layout whose items fit their lines and whose spacings are at least one
    /// point, so that no two cells may overlap even after pixel rounding.
    private func randomLayout(_ g: inout SeededGenerator) throws -> LayoutSnapshot {
        let vertical = Bool.random(using: &g)
        let width = Double(Int.random(in: 200...500, using: &g)), height = Double(Int.random(in: 200...700, using: &g))
        let dimension = vertical ? width : height
        func length(_ limit: Double) -> Double { Double(Int.random(in: 1...Int(limit), using: &g)) + [0, 0.25, 0.5, 1.0 / 3.0].randomElement(using: &g)! }
        var sections: [FlowSection] = []
        for _ in 0..<Int.random(in: 0...6, using: &g) {
            let count = Int.random(in: 0...30, using: &g)
            let inset = EdgeInsets(top: length(20), left: length(20), bottom: length(20), right: length(20))
            let available = dimension - 45
            var section = FlowSection(itemCount: count, inset: inset, minimumLineSpacing: length(12), minimumInteritemSpacing: length(12))
            if Bool.random(using: &g) {
                section.itemSizes = (0..<count).map { _ in S(length(min(available, 150)), length(150)) }
            }
            if Bool.random(using: &g) { section.headerReferenceSize = S(length(60), length(60)) }
            if Bool.random(using: &g) { section.footerReferenceSize = S(length(60), length(60)) }
            sections.append(section)
        }
        return try flowSnapshot(
            width: width, height: height, scale: [1, 2, 3].randomElement(using: &g)!,
            contentOffset: Point(x: 0, y: Double(Int.random(in: -50...800, using: &g))),
            configure: {
                $0.scrollDirection = vertical ? .vertical : .horizontal
                $0.itemSize = S(length(min(dimension - 45, 150)), length(150))
                $0.sectionHeadersPinToVisibleBounds = Bool.random(using: &g)
                $0.sectionFootersPinToVisibleBounds = Bool.random(using: &g)
            }, sections: sections)
    }

    private func randomRect(_ g: inout SeededGenerator, in content: Size) -> Rect {
        let x = Double.random(in: -50...max(content.width, 1) + 50, using: &g)
        let y = Double.random(in: -50...max(content.height, 1) + 50, using: &g)
        return R(x, y, Double.random(in: 0...400, using: &g), Double.random(in: 0...600, using: &g))
    }

    func testRectQuery_EqualsBruteForceFilter_AndPointQueriesAgree() throws {
        for seed in 0..<2_000 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let snapshot = try randomLayout(&g)
            let all = snapshot.allElements()
            for element in all {
                let point: LayoutAttributes?
                switch element.category {
                case .cell: point = snapshot.item(at: element.indexPath)
                case .supplementary: point = snapshot.supplementary(kind: element.kind!, at: element.indexPath)
                case .decoration: point = snapshot.decoration(kind: element.kind!, at: element.indexPath)
                }
                XCTAssertEqual(point, element, "seed \(seed)")
            }
            for _ in 0..<10 {
                let rect = randomRect(&g, in: snapshot.contentSize)
                XCTAssertEqual(snapshot.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
    }

    func testCells_NeverOverlapWithinASection_AndLieInsideTheContent() throws {
        for seed in 0..<2_000 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let snapshot = try randomLayout(&g)
            let content = R(0, 0, snapshot.contentSize.width, snapshot.contentSize.height)
            for section in snapshot.geometry.sections {
                let frames = Array(section.itemFrames)
                for (i, a) in frames.enumerated() {
                    XCTAssertTrue(content.contains(a), "seed \(seed) section \(section.index) item \(i) \(a) outside \(content)")
                    for b in frames[(i + 1)...] where a.intersects(b) {
                        XCTFail("seed \(seed): section \(section.index) item \(i) \(a) overlaps \(b)")
                    }
                }
            }
        }
    }
}
