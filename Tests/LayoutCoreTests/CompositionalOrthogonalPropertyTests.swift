// Rules: docs/layout-rules.md, C20, C27, C28, C30, C40-C46

@testable import LayoutCore
import TestSupport
import XCTest

/// Rect queries over seeded compositional layouts that mix orthogonal and plain sections,
/// pinned and unpinned boundary items, backgrounds, partial groups, edge spacing, inset references, badges and offsets, in both
/// scroll directions: a rect query returns exactly the elements a scan of every element
/// finds where they are on screen (C30), at the frames the single-element queries give.
final class CompositionalOrthogonalPropertyTests: XCTestCase {
    private func randomLayout(_ g: inout SeededGenerator) throws -> LayoutSnapshot {
        let vertical = Bool.random(using: &g)
        func length(_ limit: Int) -> Double {
            Double(Int.random(in: 1...limit, using: &g)) + [0, 0.25, 0.5, 1.0 / 3.0].randomElement(using: &g)!
        }
        var sections: [CompositionalSection?] = []
        var counts: [Int] = []
        var offsets: [Int: Double] = [:]
        let behaviours = OrthogonalScrollingBehavior.allCases
        for s in 0..<Int.random(in: 1...6, using: &g) {
            let columns = Double(Int.random(in: 1...3, using: &g))
            var leaf = vertical
                ? item(.fractionalWidth(1 / columns), .fractionalHeight(1), insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
                : item(.fractionalWidth(1), .fractionalHeight(1 / columns), insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
            // Edge spacing (C40, C41) on the items and the root group, fixed or flexible.
            func edges() -> EdgeSpacing {
                func edge() -> LayoutSpacing? {
                    [nil, .fixed(0.5), .fixed(1), .flexible(0), .flexible(1)].randomElement(using: &g)!
                }
                return EdgeSpacing(leading: edge(), top: edge(), trailing: edge(), bottom: edge())
            }
            if Bool.random(using: &g), case .item(var spaced) = leaf {
                spaced.size = vertical
                    ? LayoutSize(width: .fractionalWidth(0.8 / columns), height: .fractionalHeight(0.8))
                    : LayoutSize(width: .fractionalWidth(0.8), height: .fractionalHeight(0.8 / columns))
                spaced.edgeSpacing = edges()
                leaf = .item(spaced)
            }
            var root = vertical
                ? group(.horizontal, .fractionalWidth(Double(Int.random(in: 3...10, using: &g)) / 10), .absolute(length(80)), [leaf])
                : group(.vertical, .absolute(length(80)), .fractionalHeight(Double(Int.random(in: 3...10, using: &g)) / 10), [leaf])
            if Bool.random(using: &g) { root.edgeSpacing = edges() }
            var items: [BoundarySupplementaryItem] = []
            for (kind, alignment) in [("header", vertical ? BoundaryAlignment.top : .leading), ("footer", vertical ? .bottom : .trailing)]
            where Bool.random(using: &g) {
                let size = vertical
                    ? LayoutSize(width: .fractionalWidth(1), height: .absolute(length(40)))
                    : LayoutSize(width: .absolute(length(40)), height: .fractionalHeight(1))
                items.append(BoundarySupplementaryItem(
                    kind: kind, size: size, alignment: alignment, extendsBoundary: Bool.random(using: &g),
                    pinToVisibleBounds: Bool.random(using: &g)))
            }
            let behaviour = behaviours.randomElement(using: &g)!
            if Bool.random(using: &g), case .item(var badged) = leaf {
                // C45: a badge hanging out of its cell's corner; in an orthogonal section it
                // scrolls with its cell (C46).
                badged.supplementaryItems = [SupplementaryItem(
                    kind: "badge", size: LayoutSize(width: .absolute(length(12)), height: .fractionalHeight(0.3)),
                    containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.5, y: -0.5))))]
                leaf = .item(badged)
                root.subitems = .list([leaf])
            }
            var references = (ContentInsetsReference.automatic, ContentInsetsReference.automatic)
            if Bool.random(using: &g) {
                // C42: any content reference; boundary items then follow it or their own.
                references = (ContentInsetsReference.allCases.randomElement(using: &g)!, ContentInsetsReference.allCases.randomElement(using: &g)!)
            }
            defer {
                sections[sections.count - 1]!.contentInsetsReference = references.0
                if references.1 != .automatic {
                    sections[sections.count - 1]!.supplementariesFollowContentInsets = false
                    sections[sections.count - 1]!.supplementaryContentInsetsReference = references.1
                }
            }
            sections.append(CompositionalSection(
                group: root,
                contentInsets: EdgeInsets(top: length(12), left: length(12), bottom: length(12), right: length(12)),
                interGroupSpacing: length(10), boundarySupplementaryItems: items,
                decorationItems: Bool.random(using: &g) ? [DecorationItem(background: "background")] : [],
                orthogonalScrollingBehavior: behaviour))
            counts.append(Int.random(in: 0...25, using: &g))
            if behaviour != .none { offsets[s] = Double(Int.random(in: -50...900, using: &g)) }
        }
        var cv = CollectionViewMetrics(
            size: Size(width: length(400) + 100, height: length(600) + 100), scale: [1, 2, 3].randomElement(using: &g)!,
            contentOffset: vertical ? Point(x: 0, y: Double(Int.random(in: -50...800, using: &g)))
                : Point(x: Double(Int.random(in: -50...800, using: &g)), y: 0))
        cv.orthogonalOffsets = offsets
        // C42-C44: insets the references read, and a content inset that narrows the container.
        cv.safeAreaInsets = EdgeInsets(top: length(10), left: length(10), bottom: length(10), right: length(10))
        cv.layoutMargins = EdgeInsets(top: length(15), left: length(15), bottom: length(15), right: length(15))
        cv.readableContentWidth = length(200) + 200
        if Bool.random(using: &g) { cv.contentInset = EdgeInsets(top: length(10), left: length(10), bottom: length(10), right: length(10)) }
        let geometry = try CompositionalLayout.layout(
            configuration: CompositionalLayoutConfiguration(scrollDirection: vertical ? .vertical : .horizontal),
            sections: sections, itemCounts: counts, collectionView: cv)
        return LayoutSnapshot(geometry: geometry)
    }

    /// Where an element is on screen: a cell of an orthogonal section moved back by its offset.
    private func onScreen(_ element: LayoutAttributes, _ geometry: LayoutGeometry) -> Rect {
        guard let scrolling = geometry.sections[element.indexPath.section].orthogonal,
            element.category == .cell || element.kind == "badge"
        else {
            return element.frame
        }
        var frame = element.frame
        if scrolling.axis == .horizontal { frame.x -= scrolling.offset } else { frame.y -= scrolling.offset }
        return frame
    }

    func testRectQueries_EqualAScanOfEveryElementOnScreen_AndThePointQueries() throws {
        var orthogonalHits = 0
        for seed in 0..<250 as Range<UInt64> {
            var g = SeededGenerator(seed: seed)
            let snapshot: LayoutSnapshot
            do { snapshot = try randomLayout(&g) } catch { XCTFail("seed \(seed): \(error)"); continue }
            let geometry = snapshot.geometry
            let all = snapshot.allElements()
            for _ in 0..<8 {
                let rect = Rect(
                    x: Double(Int.random(in: -100...1200, using: &g)), y: Double(Int.random(in: -100...1200, using: &g)),
                    width: Double(Int.random(in: 0...500, using: &g)), height: Double(Int.random(in: 0...500, using: &g)))
                let found = snapshot.elements(in: rect)
                let expected = all.filter { onScreen($0, geometry).intersects(rect) }
                XCTAssertEqual(Set(found.map(\.key)), Set(expected.map(\.key)), "seed \(seed), rect \(rect)")
                XCTAssertEqual(found.count, Set(found.map(\.key)).count, "seed \(seed): an element twice")
                for element in found {
                    let single: LayoutAttributes?
                    switch element.category {
                    case .cell: single = snapshot.item(at: element.indexPath)
                    case .supplementary: single = snapshot.supplementary(kind: element.kind ?? "", at: element.indexPath)
                    case .decoration: single = snapshot.decoration(kind: element.kind ?? "", at: element.indexPath)
                    }
                    XCTAssertEqual(single, element, "seed \(seed)")
                    if element.category == .cell, geometry.sections[element.indexPath.section].orthogonal != nil { orthogonalHits += 1 }
                }
            }
        }
        XCTAssertGreaterThan(orthogonalHits, 100, "the scenes exercise orthogonal sections")
    }
}
