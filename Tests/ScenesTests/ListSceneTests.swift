import LayoutCore
import Scenes
import XCTest

/// `list { ... }` (C33): the worked examples of docs/layout-rules.md, frames by hand from
/// UIKit's list constants, and the errors a list's keys get.
final class ListSceneTests: XCTestCase {
    /// insetGrouped, one section of 4 rows with a 40-pt header (the bundled scene): the
    /// section is inset 16 at the sides (the table margin), the header follows the insets
    /// (16, 0, 343, 40), the rows start below it, 20 pt of background follow the last
    /// section, and the card is the section less the header and those 20 (C21).
    func testInsetGrouped_BundledScene_CardAroundTheRows_HeaderAbove_20Below() throws {
        let scene = try bundledScene("inset_grouped.lua")
        assertLayout(try scene.geometry(), [
            "cell 0 0 (16, 40, 343, 44) z1", "cell 0 1 (16, 84, 343, 44) z1",
            "cell 0 2 (16, 128, 343, 44) z1", "cell 0 3 (16, 172, 343, 44) z1",
            "header 0 0 (16, 0, 343, 40) z200",
            "decoration:listCard 0 0 (16, 40, 343, 176) z0",
        ], contentSize: Size(width: 375, height: 236))
    }

    /// plain, 28-pt headers: each header has UIKit's automatic 22 pt above it (iOS 15+) and
    /// spans the full width; section 0 is 22 + 28 + 2·44 = 138 tall, so section 1's header
    /// is at 138 + 22 = 160 and its row at 188.
    func testPlain_HeaderTopPadding22_FullWidth_NoSectionSpacing() throws {
        let scene = try compositionalScene(
            """
            collection { width = 320, height = 480, scale = 2 }
            list { appearance = "plain", headerMode = "supplementary", headerHeight = 28, rowHeight = 44 }
            sections { 2, 1 }
            """)
        let g = try scene.geometry()
        XCTAssertEqual(g.contentSize, Size(width: 320, height: 232))
        XCTAssertEqual(g.sections[0].itemFrames, [Rect(x: 0, y: 50, width: 320, height: 44), Rect(x: 0, y: 94, width: 320, height: 44)])
        XCTAssertEqual(g.sections[1].itemFrames, [Rect(x: 0, y: 188, width: 320, height: 44)])
        XCTAssertEqual(g.sections[1].supplementaries.map(\.frame), [Rect(x: 0, y: 160, width: 320, height: 28)])
        XCTAssertTrue(g.sections.allSatisfy { $0.decorationItems.isEmpty }, "a plain list has no card")
    }

    /// grouped without headers: 35 above the first section, 17.5 (a whole number of pixels
    /// at 2x) below every section but the last, 20 below the last.
    func testGrouped_35AboveFirst_17Point5Between_20AfterLast() throws {
        let scene = try compositionalScene(
            """
            collection { width = 320, height = 480, scale = 2 }
            list { appearance = "grouped", rowHeight = 44 }
            sections { 1, 2 }
            """)
        let g = try scene.geometry()
        XCTAssertEqual(g.sections[0].itemFrames, [Rect(x: 0, y: 35, width: 320, height: 44)])
        XCTAssertEqual(g.sections[1].itemFrames, [Rect(x: 0, y: 96.5, width: 320, height: 44), Rect(x: 0, y: 140.5, width: 320, height: 44)])
        XCTAssertEqual(g.contentSize, Size(width: 320, height: 204.5))
    }

    /// At 3x, 17.5 is not a whole number of pixels: round(52.5) = 53 pixels, 53/3 points.
    func testGrouped_SectionSpacingRoundedToThePixel() throws {
        let scene = try compositionalScene(
            """
            collection { width = 320, height = 480, scale = 3 }
            list { appearance = "grouped", rowHeight = 44 }
            sections { 1, 1 }
            """)
        XCTAssertEqual(try scene.geometry().sections[1].itemFrames.first?.y, 35 + 44 + 53.0 / 3)
    }

    func testUnknownAppearance_NamesTheNearest() {
        assertSceneError(
            """
            collection { width = 320, height = 480 }
            list {
              appearance = "insetgrouped",
              rowHeight = 44,
            }
            sections { 1 }
            """, line: 3, key: "list.appearance", message: "insetGrouped")
    }

    /// C38: rows without `rowHeight` and a header without `headerHeight` size themselves.
    /// Section 0 reports its header 40 tall and rows 60 and 44 (the third has not reported,
    /// `false`: its estimate, 44, stands): header at 22 (the padding), rows at 62, 122 and
    /// 166, section end 210. Section 1 reported nothing: header at its estimate, 28, at
    /// 210 + 22 = 232, row at 260. Content 304; the same at scales 1, 2 and 3.
    func testSelfSizingList_RowsAndHeaderTakeTheirFittedHeights() throws {
        for scale in [1, 2, 3] {
            let scene = try compositionalScene(
                """
                collection { width = 320, height = 480, scale = \(scale) }
                list { appearance = "plain", headerMode = "supplementary" }
                sections { { items = 3, itemSizes = { { 320, 60 }, { 320, 44 }, false }, supplementarySizes = { header = { 320, 40 } } }, 1 }
                """)
            let g = try scene.geometry()
            XCTAssertEqual(g.sections[0].supplementaries.map(\.frame), [Rect(x: 0, y: 22, width: 320, height: 40)])
            XCTAssertEqual(
                g.sections[0].itemFrames,
                [Rect(x: 0, y: 62, width: 320, height: 60), Rect(x: 0, y: 122, width: 320, height: 44), Rect(x: 0, y: 166, width: 320, height: 44)])
            XCTAssertEqual(g.sections[1].supplementaries.map(\.frame), [Rect(x: 0, y: 232, width: 320, height: 28)])
            XCTAssertEqual(g.sections[1].itemFrames, [Rect(x: 0, y: 260, width: 320, height: 44)])
            XCTAssertEqual(g.contentSize, Size(width: 320, height: 304))
        }
    }

    /// An insetGrouped card follows a fitted header: it starts below the header's 50.
    func testSelfSizingInsetGroupedList_CardFollowsTheFittedHeader() throws {
        let scene = try compositionalScene(
            """
            collection { width = 375, height = 667, scale = 2 }
            list { appearance = "insetGrouped", headerMode = "supplementary" }
            sections { { items = 2, itemSizes = { { 1, 80 }, { 1, 30 } }, supplementarySizes = { header = { 1, 50 } } } }
            """)
        assertLayout(try scene.geometry(), [
            "cell 0 0 (16, 50, 343, 80) z1", "cell 0 1 (16, 130, 343, 30) z1",
            "header 0 0 (16, 0, 343, 50) z200",
            "decoration:listCard 0 0 (16, 50, 343, 110) z0",
        ], contentSize: Size(width: 375, height: 180))
    }

    func testHeaderHeightWithoutAHeader_IsRefused() {
        assertSceneError(
            """
            list { headerHeight = 28, rowHeight = 44 }
            sections { 1 }
            """, line: 1, key: "list.headerHeight", message: "headerMode = \"supplementary\"")
    }

    /// Fixed rows cannot take fitted sizes: the key is refused, not ignored.
    func testItemSizesWithRowHeight_AreRefused() {
        assertSceneError(
            """
            list { rowHeight = 44 }
            sections { { items = 1, itemSizes = { { 320, 60 } } } }
            """, line: 2, key: "sections[0].itemSizes", message: "estimated")
    }

    func testNonFiniteRowHeight_IsAnError() {
        assertSceneError(
            """
            list {
              rowHeight = math.huge,
            }
            sections { 1 }
            """, line: 2, key: "list.rowHeight", message: "finite")
    }
}

/// The footer and the padding keys of C33.
final class ListSceneFooterTests: XCTestCase {
    /// insetGrouped with a 40-pt header and a 30-pt footer, 2 rows, width 375: no space
    /// below a section with a footer, so the section is 40 + 88 + 30 = 158; the footer
    /// follows the side insets (16, 128, 343, 30); the card is the rows only:
    /// (16, 40, 343, 88), the section less 40 at the top and 30 at the bottom.
    func testInsetGroupedFooter_CardHoldsOnlyTheRows_NoSpacingBelow() throws {
        let scene = try compositionalScene(
            """
            collection { width = 375, height = 667, scale = 2 }
            list { appearance = "insetGrouped", headerMode = "supplementary", headerHeight = 40,
                   footerMode = "supplementary", footerHeight = 30, rowHeight = 44 }
            sections { 2 }
            """)
        assertLayout(try scene.geometry(), [
            "cell 0 0 (16, 40, 343, 44) z1", "cell 0 1 (16, 84, 343, 44) z1",
            "header 0 0 (16, 0, 343, 40) z200", "footer 0 0 (16, 128, 343, 30) z200",
            "decoration:listCard 0 0 (16, 40, 343, 88) z0",
        ], contentSize: Size(width: 375, height: 158))
    }

    /// headerTopPadding = 8 replaces the plain list's automatic 22.
    func testHeaderTopPadding_ReplacesTheAutomatic22() throws {
        let scene = try compositionalScene(
            """
            collection { width = 320, height = 480 }
            list { headerMode = "supplementary", headerHeight = 28, headerTopPadding = 8, rowHeight = 44 }
            sections { 1 }
            """)
        let g = try scene.geometry()
        XCTAssertEqual(g.sections[0].supplementaries.map(\.frame), [Rect(x: 0, y: 8, width: 320, height: 28)])
        XCTAssertEqual(g.sections[0].itemFrames, [Rect(x: 0, y: 36, width: 320, height: 44)])
    }

    func testNaNHeaderHeight_IsAnErrorAtItsLine() {
        assertSceneError(
            """
            list {
              headerMode = "supplementary",
              headerHeight = 0/0,
              rowHeight = 44,
            }
            sections { 1 }
            """, line: 3, key: "list.headerHeight", message: "finite")
    }

    func testUnknownKey_NamesTheNearest() {
        assertSceneError(
            """
            list { rowHeigth = 44 }
            sections { 1 }
            """, line: 1, key: "list.rowHeigth", message: "rowHeight")
    }
}
