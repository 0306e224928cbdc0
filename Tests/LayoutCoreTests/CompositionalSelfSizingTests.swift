// Rules: docs/layout-rules.md, C34-C37

import LayoutCore
import XCTest

/// The settled layout of self-sizing compositional sections (C34-C37): literal frames
/// worked by hand in docs/layout-rules.md, both scroll directions, scales 1, 2 and 3.
final class CompositionalSelfSizingTests: XCTestCase {
    private func fitted(_ sizes: [(Double, Double)?], _ supplementaries: [String: Size] = [:]) -> FittedSizes {
        FittedSizes(items: sizes.map { $0.map { Size(width: $0.0, height: $0.1) } }, supplementaries: supplementaries)
    }

    private func section(
        _ group: CompositionalGroup, spacing: Double = 0, boundary: [BoundarySupplementaryItem] = [],
        fitted: FittedSizes? = nil
    ) -> CompositionalSection {
        var s = CompositionalSection(group: group, interGroupSpacing: spacing, boundarySupplementaryItems: boundary)
        s.fitted = fitted
        return s
    }

    // MARK: C34, C35 (horizontal group by its tallest item), C36

    /// Example C34: a row of two half-width cells estimated 44 tall, spacing 10, rows 8 apart,
    /// under a header estimated 30. The fitted widths do not count (the width is fractional).
    func testSettled_RowTakesItsTallestItem_HeaderItsFittedHeight_AtEveryScale() throws {
        let row = group(
            .horizontal, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(44))],
            spacing: .fixed(10))
        let header = boundary("header", .fractionalWidth(1), .estimated(30), .top)
        let settled = section(
            row, spacing: 8, boundary: [header],
            fitted: fitted([(100, 60), (100, 30), (50, 100)], ["header": Size(width: 1, height: 50)]))
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([settled], counts: [3], width: 320, scale: scale)
            assertElements(
                g,
                [
                    supplementary("header", 0, 0, 0, 0, 320, 50),
                    cell(0, 0, 0, 50, 155, 60), cell(0, 1, 165, 50, 155, 30), cell(0, 2, 0, 118, 155, 100),
                ],
                contentSize: Size(width: 320, height: 218))
            XCTAssertEqual(g.sections[0].lines.map(\.frame.height), [60, 100], "scale \(scale)")
        }
        // The first pass: every estimate stands (C2).
        let first = try compositional([section(row, spacing: 8, boundary: [header])], counts: [3], width: 320)
        assertElements(
            first,
            [
                supplementary("header", 0, 0, 0, 0, 320, 30),
                cell(0, 0, 0, 30, 155, 44), cell(0, 1, 165, 30, 155, 44), cell(0, 2, 0, 82, 155, 44),
            ],
            contentSize: Size(width: 320, height: 126))
    }

    /// Positions add up unrounded; each frame is rounded at the end (C26): 30.25 is 30 at
    /// scale 1, 30.5 at 2 and 91/3 at 3; the second row starts at 30.25 exactly.
    func testSettled_FittedLengthsAccumulateUnrounded() throws {
        let rows = group(.vertical, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        let s = section(rows, fitted: fitted([(320, 30.25), (320, 30.25)]))
        let expected: [Double: [Double]] = [1: [0, 30, 30, 30], 2: [0, 30.5, 30.5, 30.5], 3: [0, 91.0 / 3, 91.0 / 3, 91.0 / 3]]
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([s], counts: [2], width: 320, scale: scale)
            let e = expected[scale]!
            assertElements(g, [cell(0, 0, 0, e[0], 320, e[1]), cell(0, 1, 0, e[2], 320, e[3])])
            XCTAssertEqual(g.contentSize.height, PixelRounding.round(60.5, scale: scale))
        }
    }

    // MARK: C35 vertical groups and nesting

    /// A vertical group estimated tall holds a title and a body 4 apart: its length is the
    /// items' plus the spacing, repetition by repetition.
    func testSettled_VerticalGroup_IsItsItemsPlusSpacing() throws {
        let card = group(
            .vertical, .fractionalWidth(1), .estimated(100),
            [item(.fractionalWidth(1), .estimated(20)), item(.fractionalWidth(1), .estimated(40))], spacing: .fixed(4))
        let s = section(card, spacing: 10, fitted: fitted([(0, 25), (0, 50), (0, 30), (0, 60)]))
        let g = try compositional([s], counts: [4], width: 320)
        assertElements(
            g,
            [cell(0, 0, 0, 0, 320, 25), cell(0, 1, 0, 29, 320, 50), cell(0, 2, 0, 89, 320, 30), cell(0, 3, 0, 123, 320, 60)],
            contentSize: Size(width: 320, height: 183))
        XCTAssertEqual(g.sections[0].lines.map(\.frame), [Rect(x: 0, y: 0, width: 320, height: 79), Rect(x: 0, y: 89, width: 320, height: 94)])
    }

    /// Two columns (vertical groups) in a row: each column is its item, the row its tallest
    /// column.
    func testSettled_NestedGroups_SizeAlike() throws {
        let column = CompositionalSubitem.group(
            group(.vertical, .fractionalWidth(0.5), .estimated(50), [item(.fractionalWidth(1), .estimated(50))]))
        let row = group(.horizontal, .fractionalWidth(1), .estimated(50), [column])
        let s = section(row, spacing: 5, fitted: fitted([(0, 70), (0, 40), (0, 20)]))
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([s], counts: [3], width: 320, scale: scale)
            assertElements(
                g, [cell(0, 0, 0, 0, 160, 70), cell(0, 1, 160, 0, 160, 40), cell(0, 2, 0, 75, 160, 20)],
                contentSize: Size(width: 320, height: 95))
        }
    }

    /// A tag cloud: cells estimated on both axes wrap by their fitted widths, so rows hold
    /// their own numbers of items; the last row ends with the last item.
    func testSettled_FitLoopWrapsByFittedWidths() throws {
        let tags = group(
            .horizontal, .fractionalWidth(1), .estimated(30), [item(.estimated(80), .estimated(30))], spacing: .fixed(8))
        let s = section(tags, spacing: 8, fitted: fitted([(100, 30), (120, 30), (90, 30), (60, 30)]))
        let g = try compositional([s], counts: [4], width: 320)
        assertElements(
            g,
            [cell(0, 0, 0, 0, 100, 30), cell(0, 1, 108, 0, 120, 30), cell(0, 2, 0, 38, 90, 30), cell(0, 3, 98, 38, 60, 30)],
            contentSize: Size(width: 320, height: 68))
        XCTAssertEqual(g.sections[0].lines.map(\.items), [0..<2, 2..<4])
    }

    /// Horizontal scrolling: columns of two half-height cells estimated 50 wide take their
    /// widest cell, and follow one another at their own widths plus 10.
    func testSettled_HorizontalScrolling_ColumnsTakeTheirWidestItem() throws {
        let column = group(
            .vertical, .estimated(100), .fractionalHeight(1), [item(.estimated(50), .fractionalHeight(0.5))])
        let s = section(column, spacing: 10, fitted: fitted([(80, 0), (120, 0), (60, 0), (40, 0)]))
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional(
                [s], counts: [4], width: 320, height: 200, scale: scale,
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(
                g,
                [
                    cell(0, 0, 0, 0, 80, 100), cell(0, 1, 0, 100, 120, 100), cell(0, 2, 130, 0, 60, 100),
                    cell(0, 3, 130, 100, 40, 100),
                ],
                contentSize: Size(width: 190, height: 200))
            XCTAssertEqual(g.sections[0].frame.width, 190)
            XCTAssertEqual(g.sections[0].lines.map(\.frame.width), [120, 60])
        }
    }

    // MARK: C37 uniformAcrossSiblings

    /// Three cells of a row report 50, 80 and 60: uniform, all take 80; a last row of one
    /// item has no sibling and keeps its own 30.
    func testSettled_UniformAcrossSiblings_TakesTheLargestSibling() throws {
        let row = group(
            .horizontal, .fractionalWidth(1), .estimated(44),
            [item(.fractionalWidth(1.0 / 3), .uniformAcrossSiblings(44))])
        let s = section(row, fitted: fitted([(0, 50), (0, 80), (0, 60), (0, 30)]))
        let g = try compositional([s], counts: [4], width: 300, scale: 1)
        assertElements(
            g,
            [cell(0, 0, 0, 0, 100, 80), cell(0, 1, 100, 0, 100, 80), cell(0, 2, 200, 0, 100, 80), cell(0, 3, 0, 80, 100, 30)],
            contentSize: Size(width: 300, height: 110))
    }

    /// Without the flag the same cells keep their own heights.
    func testSettled_EstimatedSiblings_KeepTheirOwnHeights() throws {
        let row = group(
            .horizontal, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1.0 / 3), .estimated(44))])
        let g = try compositional([section(row, fitted: fitted([(0, 50), (0, 80), (0, 60)]))], counts: [3], width: 300, scale: 1)
        assertElements(g, [cell(0, 0, 0, 0, 100, 50), cell(0, 1, 100, 0, 100, 80), cell(0, 2, 200, 0, 100, 60)])
    }

    /// An item that has not reported (nil) keeps its estimate; later sections move by the
    /// section's change in length.
    func testSettled_UnreportedItemKeepsItsEstimate_LaterSectionsMove() throws {
        let rows = group(.vertical, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        let g = try compositional(
            [section(rows, fitted: fitted([(0, 100), nil])), section(rows)], counts: [2, 1], width: 320)
        assertElements(
            g, [cell(0, 0, 0, 0, 320, 100), cell(0, 1, 0, 100, 320, 44), cell(1, 0, 0, 144, 320, 44)],
            contentSize: Size(width: 320, height: 188))
    }

    // MARK: Pinning (C20) with a fitted header

    /// A pinned header estimated 30 reports 50; three rows report 60: the section is
    /// `50 + 180 = 230` long. Scrolled to y = 100, the header follows the visible rect at
    /// its fitted height (0, 100, 320, 50); at y = 200 it stops at the section's end,
    /// `230 − 50 = 180`.
    func testSettled_PinnedHeader_FollowsAtItsFittedHeight() throws {
        let rows = group(.vertical, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        var header = boundary("header", .fractionalWidth(1), .estimated(30), .top)
        header.pinToVisibleBounds = true
        let s = section(rows, boundary: [header], fitted: fitted([(0, 60), (0, 60), (0, 60)], ["header": Size(width: 1, height: 50)]))
        for (offset, y) in [(100.0, 100.0), (200.0, 180.0)] {
            let g = try CompositionalLayout.layout(
                configuration: CompositionalLayoutConfiguration(), sections: [s], itemCounts: [3],
                collectionView: CollectionViewMetrics(size: Size(width: 320, height: 200), contentOffset: Point(x: 0, y: offset)))
            XCTAssertEqual(g.sections[0].supplementaries.map(\.frame), [Rect(x: 0, y: y, width: 320, height: 50)], "offset \(offset)")
            XCTAssertEqual(g.contentSize.height, 230)
        }
    }

    // MARK: C41, C45, C46 in a settled section

    /// Badges anchor to the settled frames (C45 with C34): 20 x 20 inside each cell's top
    /// trailing corner, and a 10 x 10 root-group badge inside each repetition's bottom
    /// leading corner, each repetition at its own fitted height. Row 0 is 60 tall (cells
    /// 155 wide at 0 and 165), row 1 starts at 60 + 8 = 68 and is 100 tall.
    func testSettled_BadgesFollowTheFittedFrames_BothScrollDirections() throws {
        var cardItem = CompositionalItem(size: LayoutSize(width: .fractionalWidth(0.5), height: .estimated(44)))
        cardItem.supplementaryItems = [SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
            containerAnchor: LayoutAnchor(edges: [.top, .trailing]))]
        var row = group(.horizontal, .fractionalWidth(1), .estimated(44), [.item(cardItem)], spacing: .fixed(10))
        row.supplementaryItems = [SupplementaryItem(
            kind: "row", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: LayoutAnchor(edges: [.bottom, .leading]))]
        let s = section(row, spacing: 8, fitted: fitted([(100, 60), (100, 30), (50, 100)]))
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([s], counts: [3], width: 320, scale: scale)
            assertElements(
                g,
                [
                    cell(0, 0, 0, 0, 155, 60), cell(0, 1, 165, 0, 155, 30), cell(0, 2, 0, 68, 155, 100),
                    supplementary("badge", 0, 0, 135, 0, 20, 20), supplementary("badge", 0, 1, 300, 0, 20, 20),
                    supplementary("badge", 0, 2, 135, 68, 20, 20),
                    supplementary("row", 0, 0, 0, 50, 10, 10), supplementary("row", 0, 1, 0, 158, 10, 10),
                ],
                contentSize: Size(width: 320, height: 168))
        }
        // Scrolling sideways: columns 200 tall of two half-height cells, each as wide as
        // it reports; the column is its widest cell (80, then 60 from 80 + 10 = 90).
        var tall = CompositionalItem(size: LayoutSize(width: .estimated(50), height: .fractionalHeight(0.5)))
        tall.supplementaryItems = cardItem.supplementaryItems
        let column = group(.vertical, .estimated(100), .fractionalHeight(1), [.item(tall)])
        let sideways = section(column, spacing: 10, fitted: fitted([(80, 0), (40, 0), (60, 0)]))
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional(
                [sideways], counts: [3], width: 320, height: 200, scale: scale,
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(
                g,
                [
                    cell(0, 0, 0, 0, 80, 100), cell(0, 1, 0, 100, 40, 100), cell(0, 2, 90, 0, 60, 100),
                    supplementary("badge", 0, 0, 60, 0, 20, 20), supplementary("badge", 0, 1, 20, 100, 20, 20),
                    supplementary("badge", 0, 2, 130, 0, 20, 20),
                ],
                contentSize: Size(width: 150, height: 200))
        }
    }

    /// C41 with C35: the root group's edge spacing acts on each settled repetition. Top 5
    /// and bottom 3 lengthen every repetition by 8 and move its cell down 5: rows of 30 and
    /// 50 reported, the cells at 5 and 38 + 5 = 43, the content 38 + 58 = 96. Sideways, the
    /// leading 5 and trailing 3 do the same along x.
    func testSettled_RootEdgeSpacing_LengthensEachRepetition_BothScrollDirections() throws {
        var rows = group(.vertical, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        rows.edgeSpacing = EdgeSpacing(top: .fixed(5), bottom: .fixed(3))
        let s = section(rows, fitted: fitted([(320, 30), (320, 50)]))
        var columns = group(.horizontal, .estimated(44), .fractionalHeight(1), [item(.estimated(44), .fractionalHeight(1))])
        columns.edgeSpacing = EdgeSpacing(leading: .fixed(5), trailing: .fixed(3))
        let sideways = section(columns, fitted: fitted([(30, 200), (50, 200)]))
        for scale in [1.0, 2.0, 3.0] {
            let g = try compositional([s], counts: [2], width: 320, scale: scale)
            assertElements(g, [cell(0, 0, 0, 5, 320, 30), cell(0, 1, 0, 43, 320, 50)], contentSize: Size(width: 320, height: 96))
            let h = try compositional(
                [sideways], counts: [2], width: 320, height: 200, scale: scale,
                configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
            assertElements(h, [cell(0, 0, 5, 0, 30, 200), cell(0, 1, 43, 0, 50, 200)], contentSize: Size(width: 96, height: 200))
        }
    }

    // MARK: Bad input

    func testSettled_Refusals_NameTheField() {
        let rows = group(.vertical, .fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))])
        let fixed = group(.vertical, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .absolute(44))])
        XCTAssertEqual(
            compositionalError([section(rows, fitted: fitted([(0, 1)]))], counts: [2])?.path.field, "fitted.items")
        XCTAssertEqual(
            compositionalError([section(rows, fitted: fitted([(0, 1), (0, -3)]))], counts: [2])?.path.field,
            "fitted.items[1].height")
        XCTAssertEqual(
            compositionalError([section(rows, fitted: fitted([(0, .nan), (0, 1)]))], counts: [2])?.path.field,
            "fitted.items[0].height")
        let noEstimate = compositionalError([section(fixed, fitted: fitted([(0, 1)]))], counts: [1])
        XCTAssertEqual(noEstimate?.path.field, "fitted.items")
        XCTAssertTrue(noEstimate?.message.contains("estimated") ?? false)
        let noKind = compositionalError(
            [section(rows, boundary: [boundary("header", .fractionalWidth(1), .estimated(30), .top)],
                     fitted: fitted([], ["hedaer": Size(width: 1, height: 1)]))], counts: [1])
        XCTAssertEqual(noKind?.path.field, "fitted.supplementaries.hedaer")
        XCTAssertTrue(noKind?.message.contains("'header'") ?? false)
    }
}
