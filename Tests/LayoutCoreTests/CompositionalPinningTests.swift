// Rules: docs/layout-rules.md, C20

import LayoutCore
import XCTest

/// Pinned boundary items (C20): UIKit's stopping rule (the whole section, footer included),
/// bottom pinning, layout-level items, non-extending items, both axes and overlaps, with
/// the worked numbers of docs/layout-rules.md.
final class CompositionalPinningTests: XCTestCase {
    private let row = group(.horizontal, .fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])

    private func pinned(
        _ kind: String, _ height: Double, _ alignment: BoundaryAlignment, extends: Bool = true, pin: Bool = true,
        zIndex: Int = 1
    ) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            kind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .absolute(height)), alignment: alignment,
            extendsBoundary: extends, pinToVisibleBounds: pin, zIndex: zIndex)
    }

    private func layout(
        _ sections: [CompositionalSection], counts: [Int], offset: Point, width: Double = 390, height: Double = 800,
        contentInset: EdgeInsets = .zero, configuration: CompositionalLayoutConfiguration = CompositionalLayoutConfiguration()
    ) throws -> LayoutGeometry {
        try CompositionalLayout.layout(
            configuration: configuration, sections: sections, itemCounts: counts,
            collectionView: CollectionViewMetrics(
                size: Size(width: width, height: height), contentInset: contentInset, contentOffset: offset))
    }

    /// The worked example: a 50-pt pinned header over 10 rows of 44 (C = 0…490).
    private func section(footer: BoundarySupplementaryItem? = nil) -> CompositionalSection {
        CompositionalSection(group: row, boundarySupplementaryItems: [pinned("header", 50, .top)] + (footer.map { [$0] } ?? []))
    }

    private func header(_ geometry: LayoutGeometry, section: Int = 0) -> Rect? {
        geometry.sections[section].frame(ofSupplementary: "header")
    }

    func testPinnedHeader_FollowsTheVisibleTop_StopsAtTheSectionsBottom() throws {
        XCTAssertEqual(header(try layout([section()], counts: [10], offset: Point(x: 0, y: 0))), Rect(x: 0, y: 0, width: 390, height: 50))
        XCTAssertEqual(header(try layout([section()], counts: [10], offset: Point(x: 0, y: 200))), Rect(x: 0, y: 200, width: 390, height: 50))
        // 460 would put its bottom at 510: it stops with its bottom on the section's, 490.
        XCTAssertEqual(header(try layout([section()], counts: [10], offset: Point(x: 0, y: 460))), Rect(x: 0, y: 440, width: 390, height: 50))
        // Bouncing past the top: the header stays where it is.
        XCTAssertEqual(header(try layout([section()], counts: [10], offset: Point(x: 0, y: -40))), Rect(x: 0, y: 0, width: 390, height: 50))
    }

    func testPinnedHeader_StopsAtTheBottomOfTheFooter_NotItsTop() throws {
        // An unpinned 30-pt footer makes the section 520 long: the header stops at 470
        // (the flow layout's R13 would stop it at the footer's top, 440).
        let geometry = try layout([section(footer: pinned("footer", 30, .bottom, pin: false))], counts: [10], offset: Point(x: 0, y: 500))
        XCTAssertEqual(header(geometry), Rect(x: 0, y: 470, width: 390, height: 50))
        XCTAssertEqual(geometry.sections[0].footer, Rect(x: 0, y: 490, width: 390, height: 30))
    }

    func testPinnedHeaders_OfTwoSections_EachStaysInItsOwn() throws {
        let geometry = try layout([section(), section()], counts: [10, 10], offset: Point(x: 0, y: 470))
        XCTAssertEqual(header(geometry, section: 0), Rect(x: 0, y: 440, width: 390, height: 50))
        XCTAssertEqual(header(geometry, section: 1), Rect(x: 0, y: 490, width: 390, height: 50))
        // Section 0 out of view: its header goes back to its own place (nothing is pinned
        // when the visible rect misses the host).
        let later = try layout([section(), section()], counts: [10, 10], offset: Point(x: 0, y: 600))
        XCTAssertEqual(header(later, section: 0), Rect(x: 0, y: 0, width: 390, height: 50))
        XCTAssertEqual(header(later, section: 1), Rect(x: 0, y: 600, width: 390, height: 50))
    }

    func testPinnedFooter_FollowsTheVisibleBottom() throws {
        // View 300 high at the top: the footer (natural 490…520) comes up to 270…300.
        let spec = section(footer: pinned("footer", 30, .bottom))
        let geometry = try layout([spec], counts: [10], offset: .zero, height: 300)
        XCTAssertEqual(geometry.sections[0].footer, Rect(x: 0, y: 270, width: 390, height: 30))
        XCTAssertEqual(header(geometry), Rect(x: 0, y: 0, width: 390, height: 50))
    }

    func testContentInset_MovesTheVisibleTop() throws {
        let geometry = try layout(
            [section()], counts: [10], offset: Point(x: 0, y: 200), contentInset: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(header(geometry), Rect(x: 0, y: 220, width: 390, height: 50))
    }

    func testNonExtendingPinnedHeader_FloatsOverTheFirstRows() throws {
        let spec = CompositionalSection(group: row, boundarySupplementaryItems: [pinned("header", 50, .top, extends: false)])
        let geometry = try layout([spec], counts: [10], offset: Point(x: 0, y: 100))
        XCTAssertEqual(Array(geometry.sections[0].itemFrames)[0], Rect(x: 0, y: 0, width: 390, height: 44))
        XCTAssertEqual(header(geometry), Rect(x: 0, y: 100, width: 390, height: 50))
    }

    func testLayoutLevelHeader_PinsWithinTheWholeContent_AndLetsGoWhenItIsOutOfView() throws {
        let configuration = CompositionalLayoutConfiguration(boundarySupplementaryItems: [pinned("title", 60, .top)])
        let plain = CompositionalSection(group: row)
        let scrolled = try layout([plain], counts: [10], offset: Point(x: 0, y: 100), configuration: configuration)
        XCTAssertEqual(scrolled.layoutSupplementaries[0].frame, Rect(x: 0, y: 100, width: 390, height: 60))
        // The content is 60 + 440 = 500 long: at 470 the title stops at 440.
        let end = try layout([plain], counts: [10], offset: Point(x: 0, y: 470), configuration: configuration)
        XCTAssertEqual(end.layoutSupplementaries[0].frame, Rect(x: 0, y: 440, width: 390, height: 60))
        // Past the content, the visible rect misses it: nothing is pinned.
        let past = try layout([plain], counts: [10], offset: Point(x: 0, y: 600), configuration: configuration)
        XCTAssertEqual(past.layoutSupplementaries[0].frame, Rect(x: 0, y: 0, width: 390, height: 60))
    }

    func testHorizontalLayout_LeadingHeaderPinsOnX() throws {
        let column = group(.vertical, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let header = BoundarySupplementaryItem(
            kind: "header", size: LayoutSize(width: .absolute(40), height: .fractionalHeight(1)), alignment: .leading,
            pinToVisibleBounds: true)
        let geometry = try layout(
            [CompositionalSection(group: column, boundarySupplementaryItems: [header])], counts: [5], offset: Point(x: 150, y: 0),
            width: 300, height: 400, configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
        XCTAssertEqual(self.header(geometry), Rect(x: 150, y: 0, width: 40, height: 400))
    }

    func testTwoPinnedHeadersOfOneEdge_StackInsteadOfOverlapping() throws {
        // Both extend: pre = 30; "a" hangs at 0…30, "b" at 10…30. Pinned at 200: a at 200, b below it.
        let spec = CompositionalSection(group: row, boundarySupplementaryItems: [pinned("a", 30, .top), pinned("b", 20, .top)])
        let geometry = try layout([spec], counts: [10], offset: Point(x: 0, y: 200))
        XCTAssertEqual(geometry.sections[0].frame(ofSupplementary: "a"), Rect(x: 0, y: 200, width: 390, height: 30))
        XCTAssertEqual(geometry.sections[0].frame(ofSupplementary: "b"), Rect(x: 0, y: 230, width: 390, height: 20))
    }

    func testRectQuery_FindsThePinnedHeaderWhereItIs() throws {
        let geometry = try layout([section(), section()], counts: [10, 10], offset: Point(x: 0, y: 300))
        let found = LayoutSnapshot(geometry: geometry).elements(in: Rect(x: 0, y: 300, width: 390, height: 10))
        XCTAssertEqual(
            found.map { "\($0.category.rawValue) \($0.indexPath.section).\($0.indexPath.item) \($0.frame.y)" },
            ["cell 0.5 270.0", "supplementary 0.0 300.0"])
    }
}
