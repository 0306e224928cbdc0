// Rules: docs/layout-rules.md, C12-C14, C16, C22, C24-C26

import LayoutCore
import XCTest

/// Sections and the whole layout, rules C12-C16, C22, C24-C26, and the output mapping.
final class CompositionalSectionTests: XCTestCase {
    /// A full-width row `height` tall holding one full-size item.
    private func fullRow(_ height: Double) -> CompositionalGroup {
        group(.horizontal, .fractionalWidth(1), .absolute(height), [item(.fractionalWidth(1), .fractionalHeight(1))])
    }

    // MARK: C12 section container

    func testCompositional_SectionContainer_SubtractsCrossInsetsOnly() throws {
        // cW = 400 − 30 − 50 = 320, cH = 600 (top/bottom not subtracted): group 320×150,
        // items 160×150 at x 30 and 190, y = top = 20. Length 20 + 150 + 40 = 210.
        let section = CompositionalSection(
            group: group(
                .horizontal, .fractionalWidth(1), .fractionalHeight(0.25), [item(.fractionalWidth(0.5), .fractionalHeight(1))]),
            contentInsets: EdgeInsets(top: 20, left: 30, bottom: 40, right: 50))
        let g = try compositional([section], counts: [2], width: 400)
        assertElements(
            g, [cell(0, 0, 30, 20, 160, 150), cell(0, 1, 190, 20, 160, 150)], contentSize: Size(width: 400, height: 210))
        XCTAssertEqual(g.sections[0].lines, [LineLayout(frame: Rect(x: 30, y: 20, width: 320, height: 150), items: 0..<2)])
        XCTAssertEqual(g.sections[0].contentFrame, Rect(x: 0, y: 0, width: 400, height: 210))
    }

    // MARK: C13 repetition

    func testCompositional_Repetition_StrideIsGroupLengthPlusInterGroupSpacing() throws {
        // y = k·(30 + 5); length 30·3 + 5·2 = 100.
        let g = try compositional(
            [CompositionalSection(group: fullRow(30), interGroupSpacing: 5)], counts: [3], width: 100)
        assertElements(
            g, [cell(0, 0, 0, 0, 100, 30), cell(0, 1, 0, 35, 100, 30), cell(0, 2, 0, 70, 100, 30)],
            contentSize: Size(width: 100, height: 100))
    }

    // MARK: C14 partial last group

    func testCompositional_PartialVerticalGroup_ShrinksToItemsPresent() throws {
        // Column of 90 holds 3 items of 30. N = 4: partial = (90 − 0) + (30 − 90) = 30;
        // length 90 + 30 + 10 = 130. Item 3 at y = 90 + 10.
        let section = CompositionalSection(
            group: group(.vertical, .fractionalWidth(1), .absolute(90), [item(.fractionalWidth(1), .absolute(30))]),
            interGroupSpacing: 10)
        let g = try compositional([section], counts: [4], width: 100)
        assertElements(
            g,
            [cell(0, 0, 0, 0, 100, 30), cell(0, 1, 0, 30, 100, 30), cell(0, 2, 0, 60, 100, 30), cell(0, 3, 0, 100, 100, 30)],
            contentSize: Size(width: 100, height: 130))
        XCTAssertEqual(
            g.sections[0].lines,
            [
                LineLayout(frame: Rect(x: 0, y: 0, width: 100, height: 90), items: 0..<3),
                LineLayout(frame: Rect(x: 0, y: 100, width: 100, height: 30), items: 3..<4),
            ])
    }

    func testCompositional_PartialGroup_ExactFullContainerKeepsWholeLength() throws {
        // fw(1)×fh(1) column: 100×600 holding two 100×300 items; N = 3 → partial = g = 600.
        let section = CompositionalSection(
            group: group(
                .vertical, .fractionalWidth(1), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))]))
        assertElements(
            try compositional([section], counts: [3], width: 100),
            [cell(0, 0, 0, 0, 100, 300), cell(0, 1, 0, 300, 100, 300), cell(0, 2, 0, 600, 100, 300)],
            contentSize: Size(width: 100, height: 1200))
    }

    func testCompositional_PartialGroup_DropsRootGroupInsetsAlongScrollAxis() throws {
        // Our reading of C14 [M]: column 100 tall, insets 10/10, items 40 at y 10 and 50.
        // N = 3: partial = (100 − 20) + (50 − 90) = 40; length 100 + 40 = 140.
        let section = CompositionalSection(
            group: group(
                .vertical, .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(1), .absolute(40))],
                insets: EdgeInsets(top: 10, bottom: 10)))
        assertElements(
            try compositional([section], counts: [3], width: 100),
            [cell(0, 0, 0, 10, 100, 40), cell(0, 1, 0, 50, 100, 40), cell(0, 2, 0, 110, 100, 40)],
            contentSize: Size(width: 100, height: 140))
    }

    // MARK: C16 empty sections, C24 stacking

    func testCompositional_NilAndEmptySections_NoFramesNoSpacingBeforeNil() throws {
        // s0 0..<20; s1 nil at 20 (no spacing in front); s2 after spacing at 30..<50;
        // s3 (0 items) after spacing at 60: header 60..<70, insets 5+5, length 20.
        let plain = CompositionalSection(group: fullRow(20))
        let empty = CompositionalSection(
            group: fullRow(20), contentInsets: EdgeInsets(top: 5, bottom: 5),
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(10), .top)])
        let g = try compositional(
            [plain, nil, plain, empty], counts: [1, 5, 1, 0], width: 100,
            configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10))
        assertElements(
            g, [cell(0, 0, 0, 0, 100, 20), cell(2, 0, 0, 30, 100, 20), supplementary("header", 3, 0, 0, 60, 100, 10)],
            contentSize: Size(width: 100, height: 80))
        XCTAssertEqual(g.sections.count, 4)
        XCTAssertEqual(g.sections[1].frame, Rect(x: 0, y: 20, width: 0, height: 0))
        XCTAssertEqual(g.sections[1].itemCount, 0)
        XCTAssertEqual(g.sections[1].lines, [])
        XCTAssertEqual(g.sections[3].frame, Rect(x: 0, y: 60, width: 100, height: 20))
        XCTAssertEqual(g.sections[3].itemsFrame, Rect(x: 0, y: 75, width: 0, height: 0))
        XCTAssertEqual(g.sections[3].lines, [])
    }

    func testCompositional_LeadingNilSection_NoSpacingBeforeFirstSection() throws {
        let g = try compositional(
            [nil, CompositionalSection(group: fullRow(20))], counts: [0, 1], width: 100,
            configuration: CompositionalLayoutConfiguration(interSectionSpacing: 10))
        assertElements(g, [cell(1, 0, 0, 0, 100, 20)], contentSize: Size(width: 100, height: 20))
    }

    // MARK: C22 reference insets

    func testCompositional_SafeAreaInsets_NarrowContainerAndShiftContent() throws {
        // refL 10, refR 20, leading 5: cW = 265, cell x = 5 + 10; header x0 = 15, cw = 265;
        // background (refL, 0, W − refL − refR, 30).
        let section = CompositionalSection(
            group: fullRow(20), contentInsets: EdgeInsets(left: 5),
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(10), .top)],
            decorationItems: [.background(elementKind: "bg")])
        assertElements(
            try compositional([section], counts: [1], width: 300, safeArea: EdgeInsets(left: 10, right: 20)),
            [
                cell(0, 0, 15, 10, 265, 20, z: 1), supplementary("header", 0, 0, 15, 0, 265, 10),
                decoration("bg", 0, 0, 10, 0, 270, 30),
            ], contentSize: Size(width: 300, height: 30))
    }

    // MARK: C25 content size

    func testCompositional_ContentSize_WidensToGroupWiderThanView() throws {
        let section = CompositionalSection(
            group: group(.horizontal, .absolute(500), .absolute(50), [item(.absolute(500), .absolute(50))]))
        let g = try compositional([section], counts: [1], width: 300)
        assertElements(g, [cell(0, 0, 0, 0, 500, 50)], contentSize: Size(width: 500, height: 50))
        XCTAssertEqual(g.sections[0].frame, Rect(x: 0, y: 0, width: 500, height: 50))
    }

    // MARK: C26 pixel rounding

    func testCompositional_PixelRounding_AtScale3_RoundsEachComponent() throws {
        // x 0, 10.1, 20.2 → round(v·3)/3 = 0, 10, 61/3; width 10.1 → 10; y = top 0.2 → 1/3.
        // Content height 10.1 + 0.2 → round(30.9)/3 = 31/3.
        let section = CompositionalSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(10.1), [item(.absolute(10.1), .absolute(10.1))]),
            contentInsets: EdgeInsets(top: 0.2))
        assertElements(
            try compositional([section], counts: [3], width: 100, scale: 3),
            [cell(0, 0, 0, 1.0 / 3, 10, 10), cell(0, 1, 10, 1.0 / 3, 10, 10), cell(0, 2, 61.0 / 3, 1.0 / 3, 10, 10)],
            contentSize: Size(width: 100, height: 31.0 / 3))
    }

    // MARK: Solved-group cache

    func testCompositional_SharedGroup_DifferentContainers_SolvedSeparately() throws {
        // Same group; the second section's leading inset 50 makes its container 150 wide.
        let root = group(.horizontal, .fractionalWidth(1), .absolute(10), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let g = try compositional(
            [CompositionalSection(group: root), CompositionalSection(group: root, contentInsets: EdgeInsets(left: 50)),
             CompositionalSection(group: root)],
            counts: [2, 2, 1], width: 200)
        assertElements(
            g,
            [
                cell(0, 0, 0, 0, 100, 10), cell(0, 1, 100, 0, 100, 10), cell(1, 0, 50, 10, 75, 10),
                cell(1, 1, 125, 10, 75, 10), cell(2, 0, 0, 20, 100, 10),
            ], contentSize: Size(width: 200, height: 30))
    }

    func testCompositional_ManySections_GridOfCountGroups() throws {
        // 3-column count grid in 300: items 100×100, 100 items → 34 rows, 3400 per section.
        let section = CompositionalSection(
            group: CompositionalGroup(
                axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                subitems: .count(item(.fractionalWidth(1), .fractionalHeight(1)), 3)))
        let g = try compositional(
            [CompositionalSection?](repeating: section, count: 50), counts: [Int](repeating: 100, count: 50), width: 300)
        XCTAssertEqual(g.itemCount, 5000)
        XCTAssertEqual(g.contentSize, Size(width: 300, height: 170_000))
        XCTAssertEqual(g.sections[49].itemFrames[99], Rect(x: 0, y: 49 * 3400 + 3300, width: 100, height: 100))
        XCTAssertEqual(g.sections[49].lines.count, 34)
        XCTAssertEqual(g.sections[49].lines[33].items, 99..<100)
    }
}
