// Rules: docs/layout-rules.md, C45, C46

@testable import LayoutCore
import XCTest

/// Supplementary items anchored to items, badges (issue 34, item 4): the worked examples of
/// C45 and C46, literal frames worked by hand.
final class CompositionalBadgeTests: XCTestCase {
    private let topTrailing = SupplementaryItem(
        kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .fractional(Point(x: 0.3, y: -0.3))))

    private func badged(_ w: LayoutDimension, _ h: LayoutDimension, _ badges: [SupplementaryItem], insets: EdgeInsets = .zero) -> CompositionalSubitem {
        var item = CompositionalItem(size: LayoutSize(width: w, height: h), contentInsets: insets)
        item.supplementaryItems = badges
        return .item(item)
    }

    /// Apple's sample: quarter-width items inset 5 in a section inset 20, 390 wide. The
    /// container is 350, an item `floorpx(87.5)`, the row `0.2 · 350 = 70`. Cell 0 is
    /// (25, 25, 87.5 − 10, 60); its badge's point is the top trailing corner for both anchors
    /// (a = b = (1, 0)): x = 25 + 77.5 − 20 = 82.5, y = 25; then 30% of 20 out: (88.5, 19).
    /// At scale 1 the item is 87 (cell 77 wide): badge x = 25 + 77 − 20 + 6 = 88; at scale 3
    /// 262/3, badge x = 265/3.
    func testApplesItemBadges_AtScales1To3() throws {
        let item = badged(.fractionalWidth(0.25), .fractionalHeight(1), [topTrailing], insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        let spec = CompositionalSection(
            group: group(.horizontal, .fractionalWidth(1), .fractionalWidth(0.2), [item]),
            contentInsets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        let expected: [Double: (itemWidth: Double, badgeX: Double)] = [1: (87, 88), 2: (87.5, 88.5), 3: (262.0 / 3, 265.0 / 3)]
        for (scale, e) in expected {
            let g = try compositional([spec], counts: [5], width: 390, scale: scale)
            let cellWidth = e.itemWidth - 10
            assertElements(
                g,
                [cell(0, 0, 25, 25, cellWidth, 60), cell(0, 1, 25 + e.itemWidth, 25, cellWidth, 60),
                 cell(0, 2, 25 + 2 * e.itemWidth, 25, cellWidth, 60), cell(0, 3, 25 + 3 * e.itemWidth, 25, cellWidth, 60),
                 cell(0, 4, 25, 95, cellWidth, 60),
                 supplementary("badge", 0, 0, e.badgeX, 19, 20, 20), supplementary("badge", 0, 1, e.badgeX + e.itemWidth, 19, 20, 20),
                 supplementary("badge", 0, 2, e.badgeX + 2 * e.itemWidth, 19, 20, 20),
                 supplementary("badge", 0, 3, e.badgeX + 3 * e.itemWidth, 19, 20, 20),
                 supplementary("badge", 0, 4, e.badgeX, 89, 20, 20)],
                contentSize: Size(width: 390, height: 180))
        }
    }

    /// C45 with an item anchor: the container anchor is the bottom leading corner, the item
    /// anchor the badge's centre (no edges), so the badge is centred on the corner; then the
    /// container anchor's offset (2, −2), then the item anchor's (1, 1). A 100×50 cell at
    /// (0, 0) and a 10×10 badge: (0 − 5 + 2 + 1, 50 − 5 − 2 + 1) = (−2, 44).
    func testAnItemAnchor_PicksTheBadgesPoint_AndBothOffsetsAdd() throws {
        let badge = SupplementaryItem(
            kind: "dot", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: LayoutAnchor(edges: [.bottom, .leading], offset: .absolute(Point(x: 2, y: -2))),
            itemAnchor: LayoutAnchor(edges: [], offset: .absolute(Point(x: 1, y: 1))), zIndex: 5)
        let spec = CompositionalSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [badged(.absolute(100), .fractionalHeight(1), [badge])]))
        let g = try compositional([spec], counts: [1], width: 320)
        assertElements(g, [cell(0, 0, 0, 0, 100, 50), supplementary("dot", 0, 0, -2, 44, 10, 10, z: 5)])
    }

    /// C45: a fractional badge size is of the cell's frame after its insets; no edges centre
    /// it; its own insets shrink it. Cell (4, 4, 92, 42) in a 100×50 slot inset 4: the badge
    /// `floorpx(0.5·92) × floorpx(0.5·42)` = 46 × 21 centred at (27, 14.5), inset 1 → (28,
    /// 15.5, 44, 19).
    func testAFractionalBadge_IsOfTheCell_Centred_AndInsetByItsOwnInsets() throws {
        let badge = SupplementaryItem(
            kind: "overlay", size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(0.5)),
            containerAnchor: LayoutAnchor(edges: []), contentInsets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let item = badged(.absolute(100), .fractionalHeight(1), [badge], insets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let spec = CompositionalSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item]))
        let g = try compositional([spec], counts: [1], width: 320)
        assertElements(g, [cell(0, 0, 4, 4, 92, 42), supplementary("overlay", 0, 0, 28, 15.5, 44, 19)])
    }

    /// Scrolling sideways: columns of 40-tall items, a 12-pt badge on the bottom trailing
    /// corner: cell k of column c at (100c, 40k, 100, 40), its badge at (100c + 88, 40k + 28).
    func testHorizontalScrolling() throws {
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(12), height: .absolute(12)),
            containerAnchor: LayoutAnchor(edges: [.bottom, .trailing]))
        let spec = CompositionalSection(group: group(.vertical, .absolute(100), .fractionalHeight(1), [badged(.fractionalWidth(1), .absolute(40), [badge])]))
        for scale in [1.0, 2, 3] {
            let g = try compositional(
                [spec], counts: [3], width: 320, height: 80, scale: scale,
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(
                g,
                [cell(0, 0, 0, 0, 100, 40), cell(0, 1, 0, 40, 100, 40), cell(0, 2, 100, 0, 100, 40),
                 supplementary("badge", 0, 0, 88, 28, 12, 12), supplementary("badge", 0, 1, 88, 68, 12, 12),
                 supplementary("badge", 0, 2, 188, 28, 12, 12)])
        }
    }

    /// C46: each kind is numbered in item order; an item without that kind takes no number;
    /// badges change no size.
    func testIndexPaths_CountEachKindInItemOrder() throws {
        let other = SupplementaryItem(
            kind: "new", size: LayoutSize(width: .absolute(8), height: .absolute(8)), containerAnchor: LayoutAnchor(edges: [.top, .leading]))
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(30),
            [badged(.absolute(30), .fractionalHeight(1), [topTrailing, other]), item(.absolute(30), .fractionalHeight(1))])
        let g = try compositional([CompositionalSection(group: root)], counts: [3], width: 60)
        let kinds = g.sections[0].supplementaries.map { "\($0.kind) \($0.item) \($0.frame.x),\($0.frame.y)" }
        // Items 0 and 2 have badges (item 2 is leaf 0 of the second row, at y = 30).
        XCTAssertEqual(kinds, ["badge 0 16.0,-6.0", "new 0 0.0,0.0", "badge 1 16.0,24.0", "new 1 0.0,30.0"])
        XCTAssertEqual(g.contentSize, Size(width: 60, height: 60))
    }

    /// Rect queries and point queries answer badges.
    func testQueries_FindTheBadges() throws {
        let item = badged(.fractionalWidth(0.25), .fractionalHeight(1), [topTrailing])
        let spec = CompositionalSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [item]))
        let snapshot = LayoutSnapshot(geometry: try compositional([spec], counts: [40], width: 400))
        // Item 39 is the last of row 9 (y = 450): its badge is at (300 + 100 − 20 + 6, 450 − 6).
        let found = snapshot.elements(in: Rect(x: 390, y: 446, width: 10, height: 2)).filter { $0.kind == "badge" }
        XCTAssertEqual(found.map(\.indexPath.item), [39])
        XCTAssertTrue(snapshot.elements(in: Rect(x: 390, y: 440, width: 10, height: 2)).filter { $0.kind == "badge" }.isEmpty)
        XCTAssertEqual(snapshot.supplementary(kind: "badge", at: IndexPath(section: 0, item: 39))?.frame, Rect(x: 386, y: 444, width: 20, height: 20))
    }

    func testABadgeKindOfABoundaryItem_IsAnError() {
        var spec = CompositionalSection(group: group(.horizontal, .fractionalWidth(1), .absolute(50), [badged(.absolute(50), .fractionalHeight(1), [topTrailing])]))
        spec.boundarySupplementaryItems = [boundary("badge", .fractionalWidth(1), .absolute(20), .top)]
        XCTAssertEqual(compositionalError([spec], counts: [1])?.path, LayoutFieldPath(.section(0), "group"))
    }

    /// C46 in an orthogonal section: badges scroll with their cells. 100×50 groups along x,
    /// a 10×10 badge top trailing: frames (unscrolled) 100k + 90; at offset 150 badge 1 is on
    /// screen at 190 − 150 = 40, badge 0 at −60: a rect at x = 41 finds badge 1 only.
    func testBadgesInAnOrthogonalSection_ScrollWithTheirCells() throws {
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))
        let spec = CompositionalSection(
            group: group(.horizontal, .absolute(100), .absolute(50), [badged(.fractionalWidth(1), .fractionalHeight(1), [badge])]),
            orthogonalScrollingBehavior: .continuous)
        var cv = CollectionViewMetrics(size: Size(width: 320, height: 200))
        cv.orthogonalOffsets = [0: 150]
        let geometry = try CompositionalLayout.layout(
            configuration: CompositionalLayoutConfiguration(), sections: [spec], itemCounts: [5], collectionView: cv)
        XCTAssertEqual(geometry.sections[0].supplementaries.map(\.frame.x), [90, 190, 290, 390, 490])
        let snapshot = LayoutSnapshot(geometry: geometry)
        let found = snapshot.elements(in: Rect(x: 41, y: 2, width: 1, height: 1)).filter { $0.kind == "badge" }
        XCTAssertEqual(found.map(\.indexPath.item), [1])
        XCTAssertEqual(found.first?.frame.x, 190, "queries answer unscrolled frames (C30)")
        // Pictures draw it where it is on screen.
        XCTAssertEqual(snapshot.onScreen(found).first?.frame.x, 40)
    }

    /// C46 for groups: a nested group's badge is anchored to the group's frame and stamped
    /// with its first leaf; the root group's to the root's frame in every repetition. 320
    /// wide: three 100×60 nested groups fit a row (a fourth would need 400). A 16×16 badge
    /// top trailing with offset (4, −4) on each: x = 100k + 100 − 16 + 4 = 88 + 100k, y = −4;
    /// a 10×10 badge on the root's leading edge, centred: (0, 30 − 5). Row 2 (y = 60) holds
    /// item 3 only: its nested group's badge at (88, 56), the root's at (0, 85).
    func testGroupBadges_NestedAndRoot() throws {
        var inner = group(.vertical, .absolute(100), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))])
        inner.supplementaryItems = [SupplementaryItem(
            kind: "count", size: LayoutSize(width: .absolute(16), height: .absolute(16)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing], offset: .absolute(Point(x: 4, y: -4))))]
        var root = group(.horizontal, .fractionalWidth(1), .absolute(60), [.group(inner)])
        root.supplementaryItems = [SupplementaryItem(
            kind: "rowBadge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: LayoutAnchor(edges: [.leading]))]
        for scale in [1.0, 2, 3] {
            let g = try compositional([CompositionalSection(group: root)], counts: [4], width: 320, scale: scale)
            assertElements(
                g,
                [cell(0, 0, 0, 0, 100, 60), cell(0, 1, 100, 0, 100, 60), cell(0, 2, 200, 0, 100, 60), cell(0, 3, 0, 60, 100, 60),
                 supplementary("count", 0, 0, 88, -4, 16, 16), supplementary("count", 0, 1, 188, -4, 16, 16),
                 supplementary("count", 0, 2, 288, -4, 16, 16), supplementary("count", 0, 3, 88, 56, 16, 16),
                 supplementary("rowBadge", 0, 0, 0, 25, 10, 10), supplementary("rowBadge", 0, 1, 0, 85, 10, 10)],
                contentSize: Size(width: 320, height: 120))
        }
    }
}
