// Rules: docs/layout-rules.md, C30, C32

import LayoutCore
import TestSupport
import XCTest

/// A visible-items handler's effects (C32) answered alike by rect queries and single-element
/// queries, at any orthogonal offset, over seeded layouts: a handler written in Swift moves
/// centres across the scroll axis and along it, out of their sections by any distance with
/// no reach declared (R20b: the snapshot measures it), sets zIndex, alpha and transforms.
final class VisibleItemsInvalidationPropertyTests: XCTestCase {
    /// Moves every other item sideways by `shift` and along the scroll axis by `lift`,
    /// raises it, fades it and scales it.
    private final class Shifting: VisibleItemsHandler {
        let shift: Double, lift: Double
        var calls = 0
        init(shift: Double, lift: Double) {
            self.shift = shift
            self.lift = lift
        }

        func invalidate(_ items: [VisibleItem], offset: Point, containerSize: Size) -> Result<[VisibleItemChange], VisibleItemsFailure> {
            calls += 1
            return .success(items.indices.filter { $0 % 2 == 0 }.map { i in
                let c = items[i].center
                return VisibleItemChange(
                    index: i, alpha: 0.5, zIndex: 3, center: Point(x: c.x + shift, y: c.y + lift),
                    transform: [0.9, 0, 0, 0.9, offset.x, 0])
            })
        }
    }

    func testRectAndSingleElementQueries_AgreeAtEveryOffset() throws {
        var moved = 0, outside = 0
        for seed in 0..<120 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            // Along the scroll axis: none, a few points (a lifted carousel cell) or hundreds.
            let lift = [0, Double(Int.random(in: -12...12, using: &g)), Double(Int.random(in: -900...900, using: &g))][seed % 3 == 0 ? 0 : Int.random(in: 1...2, using: &g)]
            let handler = Shifting(shift: Double(Int.random(in: -60...60, using: &g)), lift: lift)
            var sections: [CompositionalSection?] = []
            for _ in 0..<3 {
                var section = CompositionalSection(
                    group: group(.horizontal, .fractionalWidth(Double(Int.random(in: 3...9, using: &g)) / 10), .absolute(120),
                        [item(.fractionalWidth(1), .fractionalHeight(1))]),
                    contentInsets: EdgeInsets(top: 8, left: 16, bottom: 8, right: 16), interGroupSpacing: 10,
                    boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(30), .top)],
                    decorationItems: [DecorationItem(background: "card")],
                    orthogonalScrollingBehavior: Bool.random(using: &g) ? .continuous : .none)
                if Bool.random(using: &g) { section.visibleItemsInvalidationHandler = VisibleItemsHandlerRef(handler) }
                sections.append(section)
            }
            var cv = CollectionViewMetrics(
                size: Size(width: 390, height: 400), contentOffset: Point(x: 0, y: Double(Int.random(in: 0...300, using: &g))))
            for (s, section) in sections.enumerated() where section?.orthogonalScrollingBehavior != OrthogonalScrollingBehavior.none {
                cv.orthogonalOffsets[s] = Double(Int.random(in: 0...1200, using: &g))
            }
            let geometry = try CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: sections, itemCounts: [12, 7, 20], collectionView: cv)
            let follower = VisibleItemsInvalidation(
                handlers: VisibleItemsInvalidation.handlers(of: sections), reach: 0, fail: { _, failure in XCTFail(failure.message) })
            let snapshot = LayoutSnapshot(geometry: geometry, follower: follower)
            let all = snapshot.allElements()
            moved += all.filter { $0.zIndex == 3 }.count
            outside += all.filter { element in
                let section = geometry.sections[element.indexPath.section].frame
                return element.zIndex == 3 && (element.frame.minY < section.minY || element.frame.maxY > section.maxY)
            }.count
            for _ in 0..<6 {
                let rect = Rect(
                    x: Double(Int.random(in: -100...400, using: &g)), y: Double(Int.random(in: -50...700, using: &g)),
                    width: Double(Int.random(in: 1...400, using: &g)), height: Double(Int.random(in: 1...400, using: &g)))
                let found = snapshot.elements(in: rect)
                let expected = all.filter { element in
                    var frame = element.frame
                    if element.category == .cell, let scrolling = geometry.sections[element.indexPath.section].orthogonal {
                        frame.x -= scrolling.offset
                    }
                    return frame.intersects(rect)
                }
                XCTAssertEqual(Set(found.map(\.key)), Set(expected.map(\.key)), "seed \(seed) rect \(rect)")
                for element in found {
                    let single = element.category == .cell
                        ? snapshot.item(at: element.indexPath)
                        : element.category == .supplementary
                            ? snapshot.supplementary(kind: element.kind ?? "", at: element.indexPath)
                            : snapshot.decoration(kind: element.kind ?? "", at: element.indexPath)
                    XCTAssertEqual(single, element, "seed \(seed)")
                }
            }
        }
        XCTAssertGreaterThan(moved, 50, "the handlers' effects are exercised")
        XCTAssertGreaterThan(outside, 50, "elements moved out of their sections are exercised")
    }
}
