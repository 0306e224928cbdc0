// Rules: docs/layout-rules.md, C27, C34-C37, C41, C45, C50

import LayoutCore
import TestSupport
import XCTest

/// Queries over random settled compositional layouts (C34-C37): rows, columns, tag clouds and
/// nested groups of self-sizing cells with random fitted sizes (some not reported), headers
/// of fitted sizes, badges on the cells and the root group's edge spacing (C41, C45), some
/// sections scrolling orthogonally (C50), both scroll directions, scales 1-3. A rect query equals filtering every
/// element, point queries find each element, and no two cells of a section overlap.
final class CompositionalSelfSizingPropertyTests: XCTestCase {
    private func randomLayout(_ g: inout SeededGenerator) throws -> LayoutSnapshot {
        let vertical = Bool.random(using: &g)
        let axis: Axis = vertical ? .vertical : .horizontal, across = axis.cross
        func length() -> Double { Double(Int.random(in: 4...90, using: &g)) + [0, 0.25, 0.5, 1.0 / 3.0].randomElement(using: &g)! }
        func along(_ d: LayoutDimension, _ x: LayoutDimension) -> LayoutSize {
            // `d` along the scroll axis, `x` across it.
            vertical ? LayoutSize(width: x, height: d) : LayoutSize(width: d, height: x)
        }
        // C45: a badge hanging over a corner, on every cell of some sections.
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(12), height: .absolute(12)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .absolute(Point(x: 4, y: -4))))
        var badged = false
        func cell(_ size: LayoutSize) -> CompositionalSubitem {
            var item = CompositionalItem(size: size)
            if badged { item.supplementaryItems = [badge] }
            return .item(item)
        }
        var sections: [CompositionalSection?] = []
        var counts: [Int] = []
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            let spacing = Double(Int.random(in: 1...10, using: &g))
            badged = Int.random(in: 0..<3, using: &g) == 0
            var group: CompositionalGroup
            switch Int.random(in: 0...3, using: &g) {
            case 0:  // a row (across the scroll axis) of fractional cells estimated along it
                let n = Double(Int.random(in: 1...4, using: &g))
                let sizing: LayoutDimension = Bool.random(using: &g) ? .uniformAcrossSiblings(40) : .estimated(40)
                group = CompositionalGroup(
                    axis: across, size: along(.estimated(40), vertical ? .fractionalWidth(1) : .fractionalHeight(1)),
                    subitems: .list([cell(along(sizing, vertical ? .fractionalWidth(1 / n) : .fractionalHeight(1 / n)))]),
                    interItemSpacing: .fixed(spacing))
            case 1:  // a tag cloud: cells estimated on both axes wrap across the scroll axis
                group = CompositionalGroup(
                    axis: across, size: along(.estimated(30), vertical ? .fractionalWidth(1) : .fractionalHeight(1)),
                    subitems: .list([cell(along(.estimated(30), .estimated(60)))]), interItemSpacing: .fixed(spacing))
            case 2:  // a column (along the scroll axis) of two cells
                group = CompositionalGroup(
                    axis: axis, size: along(.estimated(90), vertical ? .fractionalWidth(1) : .fractionalHeight(1)),
                    subitems: .list([cell(along(.estimated(30), vertical ? .fractionalWidth(1) : .fractionalHeight(1))),
                                     cell(along(.estimated(60), vertical ? .fractionalWidth(1) : .fractionalHeight(1)))]),
                    interItemSpacing: .fixed(spacing))
            default:  // columns nested in a row
                let column = CompositionalGroup(
                    axis: axis, size: along(.estimated(50), vertical ? .fractionalWidth(0.5) : .fractionalHeight(0.5)),
                    subitems: .list([cell(along(.estimated(50), vertical ? .fractionalWidth(1) : .fractionalHeight(1)))]))
                group = CompositionalGroup(
                    axis: across, size: along(.estimated(50), vertical ? .fractionalWidth(1) : .fractionalHeight(1)),
                    subitems: .list([.group(column)]))
            }
            // C41: the root group's edge spacing, along the scroll axis, on some sections.
            if Int.random(in: 0..<3, using: &g) == 0 {
                let lead = LayoutSpacing.fixed(Double(Int.random(in: 0...8, using: &g)))
                let trail = LayoutSpacing.fixed(Double(Int.random(in: 0...8, using: &g)))
                group.edgeSpacing = vertical ? EdgeSpacing(top: lead, bottom: trail) : EdgeSpacing(leading: lead, trailing: trail)
            }
            let count = Int.random(in: 0...25, using: &g)
            var section = CompositionalSection(
                group: group, interGroupSpacing: Double(Int.random(in: 1...12, using: &g)),
                boundarySupplementaryItems: [BoundarySupplementaryItem(
                    kind: "header", size: along(.estimated(30), vertical ? .fractionalWidth(1) : .fractionalHeight(1)),
                    alignment: vertical ? .top : .leading)])
            // C50: some sections scroll sideways, at rest at 0 (so their cells are on screen
            // where the layout put them, and a scan of every element finds them there).
            if Int.random(in: 0..<4, using: &g) == 0 {
                section.orthogonalScrollingBehavior = Bool.random(using: &g) ? .continuous : .paging
            }
            section.fitted = FittedSizes(
                items: (0..<count).map { _ in Int.random(in: 0..<5, using: &g) == 0 ? nil : Size(width: length(), height: length()) },
                supplementaries: Bool.random(using: &g) ? ["header": Size(width: length(), height: length())] : [:])
            sections.append(section)
            counts.append(count)
        }
        let geometry = try CompositionalLayout.layout(
            configuration: CompositionalLayoutConfiguration(scrollDirection: vertical ? .vertical : .horizontal),
            sections: sections, itemCounts: counts,
            collectionView: CollectionViewMetrics(
                size: Size(width: Double(Int.random(in: 250...500, using: &g)), height: Double(Int.random(in: 250...700, using: &g))),
                scale: [1, 2, 3].randomElement(using: &g)!))
        return LayoutSnapshot(geometry: geometry)
    }

    func testRectQuery_EqualsBruteForceFilter_AndPointQueriesAgree_CellsDoNotOverlap() throws {
        for seed in 0..<1_000 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let snapshot = try randomLayout(&g)
            let all = snapshot.allElements()
            for element in all {
                let point = element.category == .cell
                    ? snapshot.item(at: element.indexPath) : snapshot.supplementary(kind: element.kind!, at: element.indexPath)
                XCTAssertEqual(point, element, "seed \(seed)")
            }
            let content = snapshot.contentSize
            for _ in 0..<10 {
                let rect = R(
                    Double.random(in: -50...content.width + 50, using: &g), Double.random(in: -50...content.height + 50, using: &g),
                    Double.random(in: 0...400, using: &g), Double.random(in: 0...600, using: &g))
                XCTAssertEqual(snapshot.elements(in: rect), all.filter { $0.frame.intersects(rect) }, "seed \(seed) rect \(rect)")
            }
            for section in snapshot.geometry.sections {
                let frames = Array(section.itemFrames)
                for (i, a) in frames.enumerated() {
                    // Touching cells may share an edge up to the doubles' rounding (an
                    // origin plus a rounded width lands a last bit past the next origin).
                    for b in frames[(i + 1)...]
                    where Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX) > 1e-9
                        && Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY) > 1e-9 {
                        XCTFail("seed \(seed): section \(section.index) item \(i) \(a) overlaps \(b)")
                    }
                }
            }
        }
    }
}
