import LayoutCore
import XCTest

/// The three compositional worked examples of docs/layout-rules.md, every element written out.
final class CompositionalWorkedExampleTests: XCTestCase {
    // MARK: Example 1: the seed (inset-grouped look)

    private func seedSection() -> CompositionalSection {
        CompositionalSection(
            group: group(.horizontal, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .absolute(44))]),
            contentInsets: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0),
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(40), .top)],
            decorationItems: [
                DecorationItem(background: "roundedBackground", contentInsets: EdgeInsets(left: 15, right: 15))
            ])
    }

    func testCompositional_Example1_Seed_AllElements() throws {
        for scale in [1.0, 2, 3] {
            let g = try compositional([seedSection()], counts: [4], width: 375, height: 667, scale: scale)
            assertElements(
                g,
                [
                    cell(0, 0, 0, 50, 375, 44, z: 1), cell(0, 1, 0, 94, 375, 44, z: 1),
                    cell(0, 2, 0, 138, 375, 44, z: 1), cell(0, 3, 0, 182, 375, 44, z: 1),
                    supplementary("header", 0, 0, 0, 0, 375, 40, z: 1),
                    decoration("roundedBackground", 0, 0, 15, 0, 345, 236, z: 0),
                ], contentSize: Size(width: 375, height: 236))
        }
    }

    func testCompositional_Example1_Seed_SectionGeometryAndLines() throws {
        let g = try compositional([seedSection()], counts: [4], width: 375, height: 667)
        let s = g.sections[0]
        XCTAssertEqual(g.queryOrder, .bySection)
        XCTAssertEqual(g.scrollDirection, .vertical)
        XCTAssertEqual(g.bounds, Rect(x: 0, y: 0, width: 375, height: 667))
        XCTAssertEqual(s.frame, Rect(x: 0, y: 0, width: 375, height: 236))
        XCTAssertEqual(s.contentFrame, Rect(x: 0, y: 40, width: 375, height: 196))
        XCTAssertEqual(s.itemsFrame, Rect(x: 0, y: 50, width: 375, height: 176))
        XCTAssertEqual(s.insets, EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        XCTAssertEqual(s.cellZIndex, 1)
        XCTAssertEqual(
            s.lines,
            [
                LineLayout(frame: Rect(x: 0, y: 50, width: 375, height: 44), items: 0..<1),
                LineLayout(frame: Rect(x: 0, y: 94, width: 375, height: 44), items: 1..<2),
                LineLayout(frame: Rect(x: 0, y: 138, width: 375, height: 44), items: 2..<3),
                LineLayout(frame: Rect(x: 0, y: 182, width: 375, height: 44), items: 3..<4),
            ])
    }

    // MARK: Example 2: grid with item insets and a partial last row

    func testCompositional_Example2_GridWithItemInsets_PartialLastRow() throws {
        let section = CompositionalSection(
            group: group(
                .horizontal, .fractionalWidth(1), .fractionalWidth(0.25),
                [item(.fractionalWidth(0.25), .fractionalHeight(1), insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))]))
        for scale in [1.0, 2, 3] {
            let g = try compositional([section], counts: [6], width: 400, height: 600, scale: scale)
            assertElements(
                g,
                [
                    cell(0, 0, 2, 2, 96, 96), cell(0, 1, 102, 2, 96, 96), cell(0, 2, 202, 2, 96, 96),
                    cell(0, 3, 302, 2, 96, 96), cell(0, 4, 2, 102, 96, 96), cell(0, 5, 102, 102, 96, 96),
                ], contentSize: Size(width: 400, height: 200))
            XCTAssertEqual(
                g.sections[0].lines,
                [
                    LineLayout(frame: Rect(x: 0, y: 0, width: 400, height: 100), items: 0..<4),
                    LineLayout(frame: Rect(x: 0, y: 100, width: 400, height: 100), items: 4..<6),
                ])
        }
    }

    // MARK: Example 3: count group, spacings, footer

    func testCompositional_Example3_CountGroupSpacingsAndFooter() throws {
        let first = CompositionalSection(
            group: CompositionalGroup(
                axis: .horizontal, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
                subitems: .count(item(.fractionalWidth(1), .fractionalHeight(1)), 3), interItemSpacing: .fixed(15)),
            contentInsets: EdgeInsets(top: 8, left: 10, bottom: 8, right: 10), interGroupSpacing: 10)
        let second = CompositionalSection(
            group: group(.vertical, .fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .absolute(50))]),
            boundarySupplementaryItems: [boundary("footer", .fractionalWidth(1), .absolute(30), .bottom)])
        for scale in [1.0, 2, 3] {
            let g = try compositional(
                [first, second], counts: [5, 2], width: 320, height: 480, scale: scale,
                configuration: CompositionalLayoutConfiguration(interSectionSpacing: 20))
            assertElements(
                g,
                [
                    cell(0, 0, 10, 8, 90, 100), cell(0, 1, 115, 8, 90, 100), cell(0, 2, 220, 8, 90, 100),
                    cell(0, 3, 10, 118, 90, 100), cell(0, 4, 115, 118, 90, 100),
                    cell(1, 0, 0, 246, 320, 50), cell(1, 1, 0, 296, 320, 50),
                    supplementary("footer", 1, 0, 0, 346, 320, 30, z: 1),
                ], contentSize: Size(width: 320, height: 376))
            XCTAssertEqual(g.sections[0].frame, Rect(x: 0, y: 0, width: 320, height: 226))
            XCTAssertEqual(g.sections[1].frame, Rect(x: 0, y: 246, width: 320, height: 130))
            XCTAssertEqual(g.sections[0].cellZIndex, 0)
        }
    }
}
