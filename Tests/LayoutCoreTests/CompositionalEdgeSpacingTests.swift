// Rules: docs/layout-rules.md, C40, C41

import LayoutCore
import XCTest

/// Edge spacing (issue 34, item 5): the worked examples of C40 and C41, literal frames
/// worked by hand, in both scroll directions and at scales 1, 2 and 3.
final class CompositionalEdgeSpacingTests: XCTestCase {
    private let allFlexible = EdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))

    private func spaced(_ w: LayoutDimension, _ h: LayoutDimension, _ edges: EdgeSpacing) -> CompositionalSubitem {
        .item(CompositionalItem(size: LayoutSize(width: w, height: h), edgeSpacing: edges))
    }

    /// C40, example 1: three 100×50 items with four flexible edges in a 390×100 row. The
    /// fit loop charges 100 each (the edges' minimum is 0): three fit (rem 90). Six
    /// flexible edges share 90: 15 each, so x = 15, 15+100+15+15 = 145, 275; across, each
    /// item is alone in 100 pt: (100 − 50)/2 = 25.
    func testFlexibleEdges_ShareTheLeftover_AndCentreAcross() throws {
        let root = group(.horizontal, .fractionalWidth(1), .absolute(100), [spaced(.absolute(100), .absolute(50), allFlexible)])
        for scale in [1.0, 2, 3] {
            let geometry = try compositional([CompositionalSection(group: root)], counts: [4], width: 390, scale: scale)
            assertElements(
                geometry,
                [cell(0, 0, 15, 25, 100, 50), cell(0, 1, 145, 25, 100, 50), cell(0, 2, 275, 25, 100, 50),
                 cell(0, 3, 15, 125, 100, 50)],
                contentSize: Size(width: 390, height: 200))
        }
    }

    /// The same, scrolling sideways: a 100-wide column of a 390-tall view.
    func testFlexibleEdges_HorizontalScrolling() throws {
        let root = group(.vertical, .absolute(100), .fractionalHeight(1), [spaced(.absolute(50), .absolute(100), allFlexible)])
        for scale in [1.0, 2, 3] {
            let geometry = try compositional(
                [CompositionalSection(group: root)], counts: [4], width: 320, height: 390, scale: scale,
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(
                geometry,
                [cell(0, 0, 25, 15, 50, 100), cell(0, 1, 25, 145, 50, 100), cell(0, 2, 25, 275, 50, 100),
                 cell(0, 3, 125, 15, 50, 100)],
                contentSize: Size(width: 200, height: 390))
        }
    }

    /// C40, example 2: 80-wide items with a fixed leading edge of 10 and flexible spacing 5
    /// in 320. The fit loop charges 90 per item and 5 per gap: 90, 185, 280 fit, 375 does
    /// not. Only the 2 gaps are flexible: total = 3·90 + 2·5 = 280, each gap 5 + 40/2 = 25:
    /// x = 10, 10+80+25+10 = 125, 240 (the last ends at 320).
    func testFixedEdges_AreChargedByTheFitLoop_AndFlexibleSpacingSharesTheRest() throws {
        let item = spaced(.absolute(80), .absolute(44), EdgeSpacing(leading: .fixed(10)))
        let root = group(.horizontal, .fractionalWidth(1), .absolute(44), [item], spacing: .flexible(5))
        for scale in [1.0, 2, 3] {
            let geometry = try compositional([CompositionalSection(group: root)], counts: [3], width: 320, scale: scale)
            assertElements(geometry, [cell(0, 0, 10, 0, 80, 44), cell(0, 1, 125, 0, 80, 44), cell(0, 2, 240, 0, 80, 44)])
        }
    }

    /// C40 with a share that is not a whole number: W = 375, so 75 is shared by six edges,
    /// 12.5 each: x = 12.5, 137.5, 262.5, rounded per scale (C26): at 1, 13, 138, 263; at 3,
    /// round(37.5)/3 = 38/3, 413/3, 788/3.
    func testAFractionalShare_IsRoundedOnlyAtTheEnd() throws {
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(50),
            [spaced(.absolute(100), .absolute(50), EdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))])
        let expected: [Double: [Double]] = [1: [13, 138, 263], 2: [12.5, 137.5, 262.5], 3: [38.0 / 3, 413.0 / 3, 788.0 / 3]]
        for (scale, xs) in expected {
            let geometry = try compositional([CompositionalSection(group: root)], counts: [3], width: 375, scale: scale)
            assertElements(geometry, xs.enumerated().map { cell(0, $0.offset, $0.element, 0, 100, 50) })
        }
    }

    /// C40: a single flexible leading edge pushes the item to the end; a single flexible top
    /// edge pushes it to the bottom (its fixed bottom edge kept): 40 high in 100 with
    /// bottom fixed(10) is at y = 100 − 10 − 40 = 50.
    func testOneFlexibleEdge_PushesTheItemToTheOtherEnd() throws {
        let edges = EdgeSpacing(leading: .flexible(0), top: .flexible(0), bottom: .fixed(10))
        let root = group(.horizontal, .fractionalWidth(1), .absolute(100), [spaced(.absolute(100), .absolute(40), edges)])
        let geometry = try compositional([CompositionalSection(group: root)], counts: [1], width: 390)
        // Three fit (300 of 390); three flexible leading edges share 90: 30 each.
        assertElements(geometry, [cell(0, 0, 30, 50, 100, 40)])
    }

    /// C40 for a nested group: its edge spacing acts as an item's in its parent.
    func testANestedGroupsEdgeSpacing_ActsAsAnItems() throws {
        var inner = group(.vertical, .absolute(100), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))])
        inner.edgeSpacing = EdgeSpacing(leading: .fixed(20), top: .fixed(5))
        let root = group(.horizontal, .fractionalWidth(1), .absolute(80), [.group(inner)])
        let geometry = try compositional([CompositionalSection(group: root)], counts: [3], width: 320)
        // 120 per group: 2 fit in 320 (240; 360 does not), at x = 20 and 140, y = 5.
        assertElements(
            geometry, [cell(0, 0, 20, 5, 100, 60), cell(0, 1, 140, 5, 100, 60), cell(0, 2, 20, 85, 100, 60)],
            contentSize: Size(width: 320, height: 160))
    }

    /// C41: a root group 200×50 with flexible leading and trailing edges and fixed top 10
    /// and bottom 6, in a vertical 390-wide view: centred across, (390 − 200)/2 = 95; along
    /// the scroll axis it starts 10 down and strides 50 + 16 + 4 = 70; the section is
    /// 3·66 + 2·4 = 206 long.
    func testARootGroupsEdges_CentreItAcross_AndLengthenItAlong() throws {
        var root = group(.horizontal, .absolute(200), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        root.edgeSpacing = EdgeSpacing(leading: .flexible(0), top: .fixed(10), trailing: .flexible(0), bottom: .fixed(6))
        for scale in [1.0, 2, 3] {
            let geometry = try compositional(
                [CompositionalSection(group: root, interGroupSpacing: 4)], counts: [3], width: 390, scale: scale)
            assertElements(
                geometry, [cell(0, 0, 95, 10, 200, 50), cell(0, 1, 95, 80, 200, 50), cell(0, 2, 95, 150, 200, 50)],
                contentSize: Size(width: 390, height: 206))
        }
    }

    /// C41, scrolling sideways: leading 10 and trailing 6 along the scroll axis, flexible top
    /// and bottom centring a 200-tall group in 400: y = 100; x = 10 + 70k.
    func testARootGroupsEdges_HorizontalScrolling() throws {
        var root = group(.vertical, .absolute(50), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(1))])
        root.edgeSpacing = EdgeSpacing(leading: .fixed(10), top: .flexible(0), trailing: .fixed(6), bottom: .flexible(0))
        for scale in [1.0, 2, 3] {
            let geometry = try compositional(
                [CompositionalSection(group: root, interGroupSpacing: 4)], counts: [2], width: 390, height: 400,
                scale: scale, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(
                geometry, [cell(0, 0, 10, 100, 50, 200), cell(0, 1, 80, 100, 50, 200)],
                contentSize: Size(width: 136, height: 400))
        }
    }

    /// C41 in an orthogonal section: both pairs of edges lengthen the group (8 + 100 + 8
    /// along the row, 4 + 50 + 4 across it): x = 8 + 116k, y = 4, the section 58 long.
    func testARootGroupsEdges_InAnOrthogonalSection() throws {
        var root = group(.horizontal, .absolute(100), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
        root.edgeSpacing = EdgeSpacing(leading: .fixed(8), top: .fixed(4), trailing: .fixed(8), bottom: .fixed(4))
        let section = CompositionalSection(group: root, orthogonalScrollingBehavior: .continuous)
        let geometry = try compositional([section], counts: [3], width: 390)
        assertElements(
            geometry, [cell(0, 0, 8, 4, 100, 50), cell(0, 1, 124, 4, 100, 50), cell(0, 2, 240, 4, 100, 50)],
            contentSize: Size(width: 390, height: 58))
    }

    /// C40: an edge that is not a finite number is an error naming it.
    func testANonFiniteEdge_IsAnErrorNamingIt() {
        let item = spaced(.absolute(10), .absolute(10), EdgeSpacing(top: .fixed(.nan)))
        let error = compositionalError([CompositionalSection(group: group(.horizontal, .fractionalWidth(1), .absolute(10), [item]))], counts: [1])
        XCTAssertEqual(error?.path, LayoutFieldPath(.section(0), "group.subitems[0].edgeSpacing.top"))
    }
}
