// Rules: docs/layout-rules.md, C1-C10, C14, C16, C26

import LayoutCore
import XCTest

/// Groups and dimensions, rules C1-C10. Every expected frame is worked out by hand from the
/// spec in the comment above it.
final class CompositionalGroupTests: XCTestCase {
    /// One section holding `root`, in a vertical layout `width` wide.
    private func layoutRoot(
        _ root: CompositionalGroup, count: Int, width: Double, scale: Double = 2
    ) throws -> LayoutGeometry {
        try compositional([CompositionalSection(group: root)], counts: [count], width: width, scale: scale)
    }

    // MARK: C1 dimensions

    func testCompositional_FractionalWidth_FlooredToPixelsAfterInexactProduct() throws {
        // 0.29·100 = 28.999… → floor(57.99…)/2 = 28.5 at S=2; rem 71.5, 43, 14.5, then −14:
        // three per row.
        let root = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(0.29), .absolute(10))])
        assertElements(
            try layoutRoot(root, count: 3, width: 100),
            [cell(0, 0, 0, 0, 28.5, 10), cell(0, 1, 28.5, 0, 28.5, 10), cell(0, 2, 57, 0, 28.5, 10)],
            contentSize: Size(width: 100, height: 10))
        // At S=1 the same product floors to 28.
        assertElements(
            try layoutRoot(root, count: 3, width: 100, scale: 1),
            [cell(0, 0, 0, 0, 28, 10), cell(0, 1, 28, 0, 28, 10), cell(0, 2, 56, 0, 28, 10)])
    }

    // MARK: C2 estimated

    func testCompositional_EstimatedGroup_TakesSubitemExtent_IgnoresInsetsOnEstimatedAxis() throws {
        // Group 300×est(200), insets (top 20 → ignored: estimated axis; leading 10 points).
        // Content 290 wide. Item 1: 290×est(50), its top/bottom insets ignored, leading and
        // trailing 5 kept → (15, 0, 280, 50). Item 2: (10, 50, 290, 30). One pass, so the
        // group is 80 tall (the extent), and repeats every 80.
        // C14 for 3 items: (80 − 0) + (50 − 80) = 50 → content 80 + 50 = 130.
        let root = group(
            .vertical, .fractionalWidth(1), .estimated(200),
            [
                item(.fractionalWidth(1), .estimated(50), insets: EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)),
                item(.fractionalWidth(1), .absolute(30)),
            ], insets: EdgeInsets(top: 20, left: 10, bottom: 0, right: 0))
        assertElements(
            try layoutRoot(root, count: 3, width: 300),
            [cell(0, 0, 15, 0, 280, 50), cell(0, 1, 10, 50, 290, 30), cell(0, 2, 15, 80, 280, 50)],
            contentSize: Size(width: 300, height: 130))
    }

    // MARK: C3 item frame

    func testCompositional_ItemInsets_ShrinkFrameButNotAllotmentOrSpacing() throws {
        // 100-pt items, spacing 10 in 320: rem 220, 110, 0, then −110 → 3 per row at x 0, 110,
        // 220; insets (1, 2, 3, 4) give (x+2, 1, 94, 46).
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(50),
            [item(.absolute(100), .absolute(50), insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))],
            spacing: .fixed(10))
        assertElements(
            try layoutRoot(root, count: 3, width: 320),
            [cell(0, 0, 2, 1, 94, 46), cell(0, 1, 112, 1, 94, 46), cell(0, 2, 222, 1, 94, 46)],
            contentSize: Size(width: 320, height: 50))
    }

    // MARK: C4 group insets

    func testCompositional_GroupInsetsBelowHalf_ReadAsFractions() throws {
        // Group 400×100, insets top 0.1 → 10, leading 0.25 → 100, trailing 20 (points).
        // Content 280×90: items 140×90 at x 100 and 240, y 10.
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            insets: EdgeInsets(top: 0.1, left: 0.25, bottom: 0, right: 20))
        assertElements(
            try layoutRoot(root, count: 2, width: 400),
            [cell(0, 0, 100, 10, 140, 90), cell(0, 1, 240, 10, 140, 90)],
            contentSize: Size(width: 400, height: 100))
    }

    func testCompositional_GroupInsetOfHalf_ReadAsPoints_NegativeAsFraction() throws {
        // Leading 0.5 is points: content 400 − 0.5 − 20 = 379.5; items floorpx(189.75) = 189.5
        // at x 0.5 and 190 (rem 190, then 0.5). Top −0.1 is a fraction: −10, so y = −10
        // and the content is 110 tall.
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            insets: EdgeInsets(top: -0.1, left: 0.5, bottom: 0, right: 20))
        assertElements(
            try layoutRoot(root, count: 2, width: 400),
            [cell(0, 0, 0.5, -10, 189.5, 110), cell(0, 1, 190, -10, 189.5, 110)])
    }

    // MARK: C5 fit loop

    func testCompositional_FitLoop_AcceptsDownToMinusQuarterPoint() throws {
        // 100 − 50.125 − 50.125 = −0.25 ≥ −0.25: both fit. S = 8, so that eighths of a point
        // stay on the pixel grid (C26 rounds every frame).
        let fits = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(50.125), .absolute(10))])
        assertElements(
            try layoutRoot(fits, count: 2, width: 100, scale: 8),
            [cell(0, 0, 0, 0, 50.125, 10), cell(0, 1, 50.125, 0, 50.125, 10)])
        // 100 − 50.25 − 50.25 = −0.5: one per row.
        let overflows = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.absolute(50.25), .absolute(10))])
        assertElements(
            try layoutRoot(overflows, count: 2, width: 100, scale: 8),
            [cell(0, 0, 0, 0, 50.25, 10), cell(0, 1, 0, 10, 50.25, 10)])
    }

    func testCompositional_FitLoop_StopsWithoutTryingLaterSmallerSubitems() throws {
        // 60 fits (rem 40), 50 does not (−10): stop, the 10 is never tried. per = 1, so every
        // item is the 60-pt one.
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(10),
            [item(.absolute(60), .absolute(10)), item(.absolute(50), .absolute(10)), item(.absolute(10), .absolute(10))])
        assertElements(
            try layoutRoot(root, count: 3, width: 100),
            [cell(0, 0, 0, 0, 60, 10), cell(0, 1, 0, 10, 60, 10), cell(0, 2, 0, 20, 60, 10)],
            contentSize: Size(width: 100, height: 30))
    }

    // MARK: C6 count groups

    func testCompositional_CountGroup_ReplacesDimensionWithOneOverCount() throws {
        // subitem:count: 4 → the 30-pt width becomes fractionalWidth(1/4) = 50; height fh(1) = 50.
        let root = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: .count(item(.absolute(30), .fractionalHeight(1)), 4))
        assertElements(
            try layoutRoot(root, count: 4, width: 200),
            [cell(0, 0, 0, 0, 50, 50), cell(0, 1, 50, 0, 50, 50), cell(0, 2, 100, 0, 50, 50), cell(0, 3, 150, 0, 50, 50)])
    }

    func testCompositional_RepeatingCountGroup_KeepsSizeAndMayOverflow() throws {
        // repeatingSubitem:count: 4 keeps 80 pt and places all four without a fit test; the
        // section stays as wide as the group (200), C16.
        let root = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: .repeating(item(.absolute(80), .fractionalHeight(1)), 4))
        assertElements(
            try layoutRoot(root, count: 5, width: 200),
            [
                cell(0, 0, 0, 0, 80, 50), cell(0, 1, 80, 0, 80, 50), cell(0, 2, 160, 0, 80, 50),
                cell(0, 3, 240, 0, 80, 50), cell(0, 4, 0, 50, 80, 50),
            ], contentSize: Size(width: 200, height: 100))  // C16: max(groupW, W), not the overflow
    }

    // MARK: C7 spacing shrinks fractional items

    func testCompositional_CountGroup_ShrinksItemsBySpacing() throws {
        // floorpx((375 − 10·3) · 0.25) = floorpx(86.25) = 86 at S=2; x = 0, 96, 192, 288.
        let root = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)),
            subitems: .count(item(.fractionalWidth(1), .fractionalHeight(1)), 4), interItemSpacing: .fixed(10))
        assertElements(
            try layoutRoot(root, count: 4, width: 375),
            [cell(0, 0, 0, 0, 86, 40), cell(0, 1, 96, 0, 86, 40), cell(0, 2, 192, 0, 86, 40), cell(0, 3, 288, 0, 86, 40)])
    }

    func testCompositional_ListGroup_SecondSolveShrinksFractionalItemsBySpacing() throws {
        // First pass: no spacing before fractional items, 150 + 150 fit. Second solve in
        // 300 − 10 = 290: items 145, rem 155, 0 → x = 0, 155.
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))],
            spacing: .fixed(10))
        assertElements(
            try layoutRoot(root, count: 2, width: 300),
            [cell(0, 0, 0, 0, 145, 50), cell(0, 1, 155, 0, 145, 50)])
    }

    // MARK: C8 flexible spacing

    func testCompositional_FlexibleSpacing_SharesLeftover() throws {
        // 330: rem 230, 120, 10 → 3 items; total 300 + 20 = 320; gap 10 + 10/2 = 15.
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(40), [item(.absolute(100), .absolute(40))],
            spacing: .flexible(10))
        assertElements(
            try layoutRoot(root, count: 3, width: 330),
            [cell(0, 0, 0, 0, 100, 40), cell(0, 1, 115, 0, 100, 40), cell(0, 2, 230, 0, 100, 40)])
    }

    func testCompositional_FlexibleSpacing_SingleItemStaysAtStart() throws {
        // 150: rem 50, then −60 → one per row, at the leading inset (10 points).
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(40), [item(.absolute(100), .absolute(40))],
            spacing: .flexible(10), insets: EdgeInsets(left: 10))
        assertElements(
            try layoutRoot(root, count: 2, width: 150),
            [cell(0, 0, 10, 0, 100, 40), cell(0, 1, 10, 40, 100, 40)])
    }

    // MARK: C9 cross axis

    func testCompositional_CrossAxis_ItemsStartAtTopInsetNotCentred() throws {
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(100),
            [item(.absolute(50), .absolute(20)), item(.absolute(50), .absolute(60))], insets: EdgeInsets(top: 10))
        assertElements(
            try layoutRoot(root, count: 2, width: 100),
            [cell(0, 0, 0, 10, 50, 20), cell(0, 1, 50, 10, 50, 60)])
    }

    // MARK: C10 nesting

    func testCompositional_NestedGroups_DepthFirstOrder_InnerSecondSolve() throws {
        // Row of 300×100: leaf A 150×100, then a 150×100 column. The column's fh(0.5) items
        // with spacing 10 are re-solved in 90: 45 tall at y 0 and 55. per = 3; item 3 is
        // leaf A of the second row.
        let column = group(
            .vertical, .fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))],
            spacing: .fixed(10))
        let root = group(
            .horizontal, .fractionalWidth(1), .absolute(100),
            [item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(column)])
        assertElements(
            try layoutRoot(root, count: 4, width: 300),
            [
                cell(0, 0, 0, 0, 150, 100), cell(0, 1, 150, 0, 150, 45), cell(0, 2, 150, 55, 150, 45),
                cell(0, 3, 0, 100, 150, 100),
            ], contentSize: Size(width: 300, height: 200))
    }

    func testCompositional_CountGroupOfGroups_SubgroupsGetOneOverCount() throws {
        // count 2 of a column (declared 10 wide): each column is fw(1/2) = 100 wide; inside,
        // two 100×25 items.
        let column = group(.vertical, .absolute(10), .fractionalHeight(1), [item(.fractionalWidth(1), .absolute(25))])
        let root = CompositionalGroup(
            axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
            subitems: .count(.group(column), 2))
        assertElements(
            try layoutRoot(root, count: 4, width: 200),
            [cell(0, 0, 0, 0, 100, 25), cell(0, 1, 0, 25, 100, 25), cell(0, 2, 100, 0, 100, 25), cell(0, 3, 100, 25, 100, 25)])
    }

    func testCompositional_SecondSolveWithNegativeItems_StillEnds() throws {
        // 16.5 pt group, three 1/3-width items, flexible(8.5): the second solve's container is
        // 16.5 - 17 = -0.5, so items are -0.5 long; the first cycle grows `rem`, the later ones
        // shrink it, and the loop ends with three items (found by a differential check).
        let row = group(.horizontal, .absolute(16.5), .absolute(80), [item(.fractionalWidth(1.0 / 3.0), .absolute(80))], spacing: .flexible(8.5))
        let geometry = try compositional([CompositionalSection(group: row)], counts: [3], width: 390)
        XCTAssertEqual(geometry.sections[0].lines.count, 1)
        XCTAssertEqual(geometry.sections[0].itemFrames.map(\.width), [-0.5, -0.5, -0.5])
    }
}
