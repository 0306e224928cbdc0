import LayoutCore
import TestSupport
import XCTest

/// R19e: sections without lines whose items interleave on the scroll axis are searched by
/// their items' own extents; rect queries equal a brute-force filter and agree with
/// single-element queries, with header and footer insets and declared extents too (R19f).
final class ItemIntervalIndexTests: XCTestCase {
    /// A random waterfall-like arrangement: `columns` columns filled in a random order
    /// (items interleave on the scroll axis), random heights, some zero-sized items.
    private func randomArrangement(_ box: SectionContentBox, _ g: inout SeededGenerator) -> SectionArrangement {
        let columns = Int.random(in: 1...4, using: &g)
        let width = (box.across / Double(columns)).rounded(.down)
        var heights = [Double](repeating: 0, count: columns)
        var frames = ContiguousArray<Rect>()
        for _ in 0..<box.itemCount {
            let c = Int.random(in: 0..<columns, using: &g)
            let length = [0, Double(Int.random(in: 1...300, using: &g)), 0.5].randomElement(using: &g)!
            let vertical = box.direction == .vertical
            let x = Double(c) * width
            frames.append(vertical ? R(x, heights[c], width, length) : R(heights[c], x, length, width))
            heights[c] += length + Double(Int.random(in: 0...10, using: &g))
        }
        // Half the time, CHT-like space around the header and footer (R19f), and an empty
        // section ending before its top inset does (R19c).
        guard Bool.random(using: &g) else { return SectionArrangement(itemFrames: frames) }
        func insets() -> EdgeInsets {
            EdgeInsets(
                top: Double(Int.random(in: 0...12, using: &g)), left: Double(Int.random(in: 0...30, using: &g)),
                bottom: Double(Int.random(in: 0...12, using: &g)), right: Double(Int.random(in: 0...30, using: &g)))
        }
        let extent = box.itemCount == 0 ? -Double(Int.random(in: 0...10, using: &g)) : nil
        return SectionArrangement(itemFrames: frames, headerInsets: insets(), footerInsets: insets(), itemsExtent: extent)
    }

    func testRandomArrangements_RectQueryEqualsBruteForce_PointQueriesAgree() throws {
        for seed in 0..<300 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            var c = FlowLayoutConfiguration()
            c.scrollDirection = Bool.random(using: &g) ? .vertical : .horizontal
            c.headerReferenceSize = S(20, 20)
            c.footerReferenceSize = Bool.random(using: &g) ? S(15, 15) : .zero
            c.sectionInset = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
            let sections = (0..<Int.random(in: 1...4, using: &g)).map { _ in FlowSection(itemCount: Int.random(in: 0...60, using: &g)) }
            var arrangements: [Int: SectionArrangement] = [:]
            for s in sections.indices where Bool.random(using: &g) || s == 0 { arrangements[s] = SectionArrangement(itemFrames: []) }
            var generator = g
            let geometry = try FlowLayout.layout(
                configuration: c, sections: sections, collectionView: CollectionViewMetrics(size: S(320, 480), scale: 2),
                arranger: { box in
                    arrangements[box.section] == nil ? nil : self.randomArrangement(box, &generator)
                })
            XCTAssertEqual(geometry.warnings, [], "seed \(seed)")
            let snapshot = LayoutSnapshot(geometry: geometry)
            let all = snapshot.allElements()
            XCTAssertEqual(all.filter { $0.category == .cell }.count, sections.reduce(0) { $0 + $1.itemCount }, "seed \(seed)")
            for element in all {
                switch element.category {
                case .cell: XCTAssertEqual(snapshot.item(at: element.indexPath), element, "seed \(seed)")
                case .supplementary: XCTAssertEqual(snapshot.supplementary(kind: element.kind ?? "", at: element.indexPath), element, "seed \(seed)")
                case .decoration: break
                }
            }
            // Sections follow one another without gaps or overlaps, each holding its elements.
            for (a, b) in zip(geometry.sections, geometry.sections.dropFirst()) {
                XCTAssertEqual(a.frame.max(along: c.scrollDirection.scrollAxis), b.frame.min(along: c.scrollDirection.scrollAxis), "seed \(seed)")
            }
            for section in geometry.sections {
                for frame in section.itemFrames + section.supplementaries.map(\.frame) {
                    XCTAssertTrue(section.frame.contains(frame), "seed \(seed): \(frame) outside section \(section.index) \(section.frame)")
                }
            }
            for _ in 0..<20 {
                let content = snapshot.contentSize
                let rect = R(
                    Double.random(in: -20...content.width + 20, using: &g), Double.random(in: -20...content.height + 20, using: &g),
                    Double.random(in: 0...300, using: &g), Double.random(in: 0...300, using: &g))
                XCTAssertEqual(snapshot.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
        }
    }
}
