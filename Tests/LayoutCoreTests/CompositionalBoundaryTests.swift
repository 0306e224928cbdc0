// Rules: docs/layout-rules.md, C14, C17, C18, C20, C21, C23

import LayoutCore
import XCTest

/// Boundary items and backgrounds, rules C17-C23.
final class CompositionalBoundaryTests: XCTestCase {
    private func fullRow(_ height: Double) -> CompositionalGroup {
        group(.horizontal, .fractionalWidth(1), .absolute(height), [item(.fractionalWidth(1), .fractionalHeight(1))])
    }

    // MARK: C17 container

    func testCompositional_Header_FollowsSectionInsetsByDefault() throws {
        // Insets (10, 20, 10, 30): header container x0 = 20, 250 wide; the top inset lies
        // between header and group (cell y = 40 + 10).
        let section = CompositionalSection(
            group: fullRow(50), contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 30),
            boundarySupplementaryItems: [
                boundary("header", .fractionalWidth(1), .absolute(40), .top),
                boundary("half", .fractionalWidth(0.5), .absolute(40), .top),
            ])
        assertElements(
            try compositional([section], counts: [1], width: 300),
            [
                cell(0, 0, 20, 50, 250, 50), supplementary("header", 0, 0, 20, 0, 250, 40),
                supplementary("half", 0, 0, 82.5, 0, 125, 40),
            ], contentSize: Size(width: 300, height: 110))
    }

    func testCompositional_Header_SupplementariesFollowContentInsetsFalse_FullWidth() throws {
        var section = CompositionalSection(
            group: fullRow(50), contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 30),
            boundarySupplementaryItems: [boundary("header", .fractionalWidth(1), .absolute(40), .top)])
        section.supplementariesFollowContentInsets = false
        assertElements(
            try compositional([section], counts: [1], width: 300),
            [cell(0, 0, 20, 50, 250, 50), supplementary("header", 0, 0, 0, 0, 300, 40)],
            contentSize: Size(width: 300, height: 110))
    }

    // MARK: C18 placement

    func testCompositional_TopLeadingAndTopTrailing_AlignToInsetEdges() throws {
        // Container x0 = 20, 250 wide. pre = max(30, 20) = 30; each sits on the host's top.
        let section = CompositionalSection(
            group: fullRow(50), contentInsets: EdgeInsets(left: 20, right: 30),
            boundarySupplementaryItems: [
                boundary("a", .absolute(100), .absolute(30), .topLeading),
                boundary("b", .absolute(100), .absolute(20), .topTrailing),
            ])
        assertElements(
            try compositional([section], counts: [1], width: 300),
            [
                cell(0, 0, 20, 30, 250, 50), supplementary("a", 0, 0, 20, 0, 100, 30),
                supplementary("b", 0, 0, 170, 10, 100, 20),
            ], contentSize: Size(width: 300, height: 80))
    }

    func testCompositional_BottomFooter_ExtendsAfterHost_NonExtendingItemsInside() throws {
        // Host 50 + 5 + 5 = 60 from y 0 (the non-extending banner adds no pre). Footer at 60;
        // the non-extending bottomTrailing badge ends at the host's bottom.
        let section = CompositionalSection(
            group: fullRow(50), contentInsets: EdgeInsets(top: 5, bottom: 5),
            boundarySupplementaryItems: [
                boundary("footer", .fractionalWidth(1), .absolute(25), .bottom),
                boundary("badge", .absolute(40), .absolute(10), .bottomTrailing, extends: false),
                boundary("banner", .fractionalWidth(1), .absolute(20), .top, extends: false),
            ])
        assertElements(
            try compositional([section], counts: [1], width: 200),
            [
                cell(0, 0, 0, 5, 200, 50), supplementary("footer", 0, 0, 0, 60, 200, 25),
                supplementary("badge", 0, 0, 160, 50, 40, 10), supplementary("banner", 0, 0, 0, 0, 200, 20),
            ], contentSize: Size(width: 200, height: 85))
    }

    func testCompositional_BoundaryItem_OwnInsetsThenOffset_InsetsIgnoredOnEstimatedAxis() throws {
        // (0,0,200,40) shrunk by (2,4,6,8) → (4,2,188,32), + offset (3,−1) → (7,1,188,32).
        // The estimated-height header keeps its vertical extent: (4,0,188,40).
        let insets = EdgeInsets(top: 2, left: 4, bottom: 6, right: 8)
        let section = CompositionalSection(
            group: fullRow(10),
            boundarySupplementaryItems: [
                boundary("header", .fractionalWidth(1), .absolute(40), .top, insets: insets, offset: Point(x: 3, y: -1)),
                boundary("estimated", .fractionalWidth(1), .estimated(40), .top, insets: insets),
            ])
        assertElements(
            try compositional([section], counts: [1], width: 200),
            [
                cell(0, 0, 0, 40, 200, 10), supplementary("header", 0, 0, 7, 1, 188, 32),
                supplementary("estimated", 0, 0, 4, 0, 188, 40),
            ], contentSize: Size(width: 200, height: 50))
    }

    func testCompositional_HorizontalLayout_LeadingTrailingExtend_TopSitsInside() throws {
        // View 300×200, insets (10,5,10,5): cH = 180; column 100×180 of two 100×90 items.
        // Header .leading 40×180 extends: pre 40, at (0, 10). Groups at x 45 and 145;
        // C14: partial = 100, primary 200, host 210 (40..<250). Footer .trailing 30×50 at
        // x 250, y 10 + (180 − 50)/2 = 75. Banner .top 60×20 inside: x 40 + (210 − 60)/2.
        let section = CompositionalSection(
            group: group(.vertical, .absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))]),
            contentInsets: EdgeInsets(top: 10, left: 5, bottom: 10, right: 5),
            boundarySupplementaryItems: [
                boundary("header", .absolute(40), .fractionalHeight(1), .leading),
                boundary("footer", .absolute(30), .absolute(50), .trailing),
                boundary("banner", .absolute(60), .absolute(20), .top),
            ],
            decorationItems: [.background(elementKind: "bg")])
        let g = try compositional(
            [section], counts: [3], width: 300, height: 200,
            configuration: CompositionalLayoutConfiguration(scrollDirection: .horizontal))
        assertElements(
            g,
            [
                cell(0, 0, 45, 10, 100, 90, z: 1), cell(0, 1, 45, 100, 100, 90, z: 1), cell(0, 2, 145, 10, 100, 90, z: 1),
                supplementary("header", 0, 0, 0, 10, 40, 180), supplementary("footer", 0, 0, 250, 75, 30, 50),
                supplementary("banner", 0, 0, 115, 10, 60, 20), decoration("bg", 0, 0, 0, 0, 280, 200),
            ], contentSize: Size(width: 280, height: 200))
        XCTAssertEqual(g.scrollDirection, .horizontal)
        XCTAssertEqual(g.sections[0].frame, Rect(x: 0, y: 0, width: 280, height: 200))
        XCTAssertEqual(
            g.sections[0].lines,
            [
                LineLayout(frame: Rect(x: 45, y: 10, width: 100, height: 180), items: 0..<2),
                LineLayout(frame: Rect(x: 145, y: 10, width: 100, height: 180), items: 2..<3),
            ])
    }

    // MARK: C20 index paths and zIndex

    func testCompositional_IndexPathsPerKind_ZIndexRaisedOnlyWithBackground() throws {
        // pre 20: header 0 at 0, header 1 (10 tall) at 10, cell at 20, footer at 30; length 40.
        let items = [
            boundary("header", .fractionalWidth(1), .absolute(20), .top, zIndex: 5),
            boundary("header", .absolute(50), .absolute(10), .topLeading, zIndex: -3),
            boundary("footer", .fractionalWidth(1), .absolute(10), .bottom, zIndex: 0),
        ]
        let withBackground = CompositionalSection(
            group: fullRow(10), boundarySupplementaryItems: items, decorationItems: [.background(elementKind: "bg")])
        let plain = CompositionalSection(group: fullRow(10), boundarySupplementaryItems: items)
        assertElements(
            try compositional([withBackground, plain], counts: [1, 1], width: 100),
            [
                supplementary("header", 0, 0, 0, 0, 100, 20, z: 5), supplementary("header", 0, 1, 0, 10, 50, 10, z: 1),
                cell(0, 0, 0, 20, 100, 10, z: 1), supplementary("footer", 0, 0, 0, 30, 100, 10, z: 1),
                decoration("bg", 0, 0, 0, 0, 100, 40, z: 0),
                supplementary("header", 1, 0, 0, 40, 100, 20, z: 5), supplementary("header", 1, 1, 0, 50, 50, 10, z: -3),
                cell(1, 0, 0, 60, 100, 10, z: 0), supplementary("footer", 1, 0, 0, 70, 100, 10, z: 0),
            ], contentSize: Size(width: 100, height: 80))
    }

    // MARK: C21 background decoration

    func testCompositional_Background_CoversWholeSectionAtFullWidth_OwnInsets() throws {
        // pre 30, host 2·40 + 20 = 100, post 20: length 150. Backgrounds ignore the section
        // insets: "a" is (0,0,200,150); "b" shrinks by its own (5,10,5,10).
        let section = CompositionalSection(
            group: fullRow(40), contentInsets: EdgeInsets(top: 10, left: 20, bottom: 10, right: 20),
            boundarySupplementaryItems: [
                boundary("header", .fractionalWidth(1), .absolute(30), .top),
                boundary("footer", .fractionalWidth(1), .absolute(20), .bottom),
            ],
            decorationItems: [
                DecorationItem(background: "a"),
                DecorationItem(background: "b", contentInsets: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10), zIndex: -1),
            ])
        let g = try compositional([section], counts: [2], width: 200)
        assertElements(
            g,
            [
                cell(0, 0, 20, 40, 160, 40, z: 1), cell(0, 1, 20, 80, 160, 40, z: 1),
                supplementary("header", 0, 0, 20, 0, 160, 30), supplementary("footer", 0, 0, 20, 130, 160, 20),
                decoration("a", 0, 0, 0, 0, 200, 150, z: 0), decoration("b", 0, 1, 10, 5, 180, 140, z: -1),
            ], contentSize: Size(width: 200, height: 150))
        XCTAssertEqual(g.sections[0].cellZIndex, 1)
    }

    // MARK: C23 layout-level boundary items

    func testCompositional_LayoutLevelItems_PushSectionsAndFollowLast() throws {
        // Global header 30 pushes sections to 30; sections at 30 and 30 + 40 + 10 = 80, end
        // 120; global footer at 120. The second global header (non-extending topTrailing)
        // is item 1 of its kind, inside at (80, 30).
        let configuration = CompositionalLayoutConfiguration(
            interSectionSpacing: 10,
            boundarySupplementaryItems: [
                boundary("globalHeader", .fractionalWidth(1), .absolute(30), .top),
                boundary("globalFooter", .fractionalWidth(1), .absolute(20), .bottom),
                boundary("globalHeader", .absolute(20), .absolute(10), .topTrailing, extends: false),
            ])
        let section = CompositionalSection(group: fullRow(40))
        let g = try compositional(
            [section, section], counts: [1, 1], width: 100, height: 200, configuration: configuration)
        let ll = IndexPath.layoutLevel
        assertElements(
            g,
            [
                cell(0, 0, 0, 30, 100, 40), cell(1, 0, 0, 80, 100, 40),
                supplementary("globalHeader", ll, 0, 0, 0, 100, 30), supplementary("globalFooter", ll, 0, 0, 120, 100, 20),
                supplementary("globalHeader", ll, 1, 80, 30, 20, 10),
            ], contentSize: Size(width: 100, height: 140))
        XCTAssertEqual(g.layoutSupplementaries.count, 3)
        XCTAssertEqual(g.sections[0].frame, Rect(x: 0, y: 30, width: 100, height: 40))
    }
}
