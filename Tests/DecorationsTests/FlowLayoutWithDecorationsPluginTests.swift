import LayoutCore
import XCTest

/// Plugins/flow_layout_with_decorations.lua: CollectionViewFlowLayoutWithDecorations'
/// separators and backgrounds. Each expected frame is worked by hand from the original's
/// rules on the flow layout's cells (n = numberOfColumns, t = separatorSize):
/// horizontalSeparator for item i > 0 with i % n == 0 at `(left, y − floor((L + t.h)/2),
/// W − left − right, t.h)`; verticalSeparator for i % n > 0 at `(x − floor((S + t.w)/2),
/// y, t.w, cell.height)`; sectionBackground `(0, first.minY − top, W, last.maxY + bottom
/// − (first.minY − top))`; index paths by item (the background's item 0).
final class FlowLayoutWithDecorationsPluginTests: XCTestCase {
    private struct Found {
        var horizontal: [LayoutAttributes], vertical: [LayoutAttributes], backgrounds: [LayoutAttributes]
    }

    private func decorations(_ scene: String) throws -> Found {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors, [])
        return Found(horizontal: snapshot.decorations("horizontalSeparator"), vertical: snapshot.decorations("verticalSeparator"),
                     backgrounds: snapshot.decorations("sectionBackground"))
    }

    /// The sample app: items 111 at x 10, 132, 254 (gaps 11, wider than S = 10), rows 121
    /// apart from y 60. Vertical lines at 132 − 5 and 254 − 5; horizontal at row y − 5.
    func testSampleApp_SeparatorsAtHalfTheMinimumSpacing_BackgroundsBehindItemsAndInsets() throws {
        let found = try decorations(try DecorationFixture.bundledScene("seeds/flow_layout_with_decorations.lua"))
        XCTAssertEqual(found.vertical.count, 30)
        XCTAssertEqual(found.horizontal.count, 12)
        XCTAssertEqual(found.vertical.prefix(4).map(\.frame),
                       [R(127, 60, 0.375, 111), R(249, 60, 0.375, 111), R(127, 181, 0.375, 111), R(249, 181, 0.375, 111)])
        XCTAssertEqual(found.vertical.prefix(4).map(\.indexPath.item), [1, 2, 4, 5])
        XCTAssertEqual(found.horizontal.prefix(4).map(\.frame),
                       [R(10, 176, 355, 0.375), R(10, 297, 355, 0.375), R(10, 418, 355, 0.375), R(10, 539, 355, 0.375)])
        XCTAssertEqual(found.horizontal.prefix(4).map(\.indexPath.item), [3, 6, 9, 12])
        // Section 0: first row at 60, last (items 12-14) at 544 + 111; each section 50 +
        // 10 + 595 + 10 = 665 long, so the next ones start 665 and 1330 further.
        XCTAssertEqual(found.backgrounds.map(\.frame), [R(0, 50, 375, 615), R(0, 715, 375, 615), R(0, 1380, 375, 615)])
        XCTAssertEqual(found.backgrounds.map(\.indexPath), (0..<3).map { IndexPath(section: $0, item: 0) })
        XCTAssertEqual(Set(found.vertical.map(\.zIndex) + found.horizontal.map(\.zIndex)), [0])
        XCTAssertEqual(Set(found.backgrounds.map(\.zIndex)), [-1])
        XCTAssertEqual(found.vertical[0].attributes, ["color": .string("#28A7E1")])
        XCTAssertEqual(found.backgrounds[0].attributes, ["color": .string("#001644")])
    }

    /// 414 at 3x, items 120 x 80, L = 7, S = 5, t = (1, 0.5), 30-point headers, an empty
    /// section (nothing: the original would ask for item −1). Cells at x 10, 147, 284,
    /// rows at y 40 and 127 (a lone item 3); section 2's row at 307.
    func testOtherSpacings_Scale3_EmptySectionGetsNothing() throws {
        let found = try decorations("""
            collection { width = 414, height = 736, scale = 3 }
            flow { itemSize = { 120, 80 }, minimumLineSpacing = 7, minimumInteritemSpacing = 5,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 }, headerReferenceSize = { 0, 30 } }
            sections { 4, 0, 3 }
            use("flow_layout_with_decorations", { separatorSize = { 1, 0.5 } })
            """)
        XCTAssertEqual(found.vertical.map(\.frame), [R(144, 40, 1, 80), R(281, 40, 1, 80), R(144, 307, 1, 80), R(281, 307, 1, 80)])
        XCTAssertEqual(found.vertical.map(\.indexPath), [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 2),
                                                         IndexPath(section: 2, item: 1), IndexPath(section: 2, item: 2)])
        XCTAssertEqual(found.horizontal.map(\.frame), [R(10, 124, 394, 0.5)])   // 127 − floor(7.5 / 2)
        XCTAssertEqual(found.backgrounds.map(\.frame), [R(0, 30, 414, 187), R(0, 297, 414, 100)])
        XCTAssertEqual(found.backgrounds.map(\.indexPath.section), [0, 2])
    }

    /// A zero width turns the vertical lines off, a zero height the horizontal ones; the
    /// column count is the user's, not the grid's: with 2 on a 3-column grid, lines sit
    /// above items 2 and 4 (mid-row) and before items 1, 3 and 5.
    func testZeroSizeTurnsAKindOff_ColumnCountIsTheUsers() throws {
        let scene = """
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 111, 111 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { 6 }
            """
        let noVertical = try decorations(scene + "\nuse(\"flow_layout_with_decorations\", { separatorSize = { 0, 1 }, showsSectionBackground = false })")
        XCTAssertEqual(noVertical.vertical, [])
        XCTAssertEqual(noVertical.backgrounds, [])
        XCTAssertEqual(noVertical.horizontal.map(\.frame), [R(10, 126, 355, 1)])   // 131 − floor(11 / 2)
        let noHorizontal = try decorations(scene + "\nuse(\"flow_layout_with_decorations\", { separatorSize = { 2, 0 } })")
        XCTAssertEqual(noHorizontal.horizontal, [])
        XCTAssertEqual(noHorizontal.vertical.count, 4)
        let twoColumns = try decorations(scene + "\nuse(\"flow_layout_with_decorations\", { numberOfColumns = 2 })")
        XCTAssertEqual(twoColumns.horizontal.map(\.indexPath.item), [2, 4])
        XCTAssertEqual(twoColumns.horizontal.map(\.frame), [R(10, 5, 355, 0.375), R(10, 126, 355, 0.375)])
        XCTAssertEqual(twoColumns.vertical.map(\.indexPath.item), [1, 3, 5])
        XCTAssertEqual(twoColumns.vertical.map(\.frame), [R(127, 10, 0.375, 111), R(5, 131, 0.375, 111), R(249, 131, 0.375, 111)])
    }

    /// Sideways the formulas are used unchanged (the original has no test of the
    /// direction): 320 x 400 at 3x, items 90 x 100, L = 12, S = 8, insets (6, 10, 4, 2);
    /// section 0's columns hold items 0-2 (y 6, 151, 296) and 3-4 (x 112).
    func testHorizontal_FormulasUsedUnchanged() throws {
        let found = try decorations("""
            collection { width = 320, height = 400, scale = 3 }
            flow { scrollDirection = "horizontal", itemSize = { 90, 100 }, minimumLineSpacing = 12,
              minimumInteritemSpacing = 8, sectionInset = { top = 6, left = 10, bottom = 4, right = 2 } }
            sections { 5 }
            use("flow_layout_with_decorations")
            """)
        XCTAssertEqual(found.vertical.map(\.frame), [R(6, 151, 0.375, 100), R(6, 296, 0.375, 100), R(108, 151, 0.375, 100)])
        XCTAssertEqual(found.vertical.map(\.indexPath.item), [1, 2, 4])
        XCTAssertEqual(found.horizontal.map(\.frame), [R(10, 0, 308, 0.375)])
        // From item 0's y − 6 to item 4's maxY (151 + 100) + 4, as wide as the view.
        XCTAssertEqual(found.backgrounds.map(\.frame), [R(0, 0, 320, 255)])
    }

    /// The layout's inset, when a section sets its own: `sectionInset` gives the original's.
    func testSectionInsetOption_TheLayoutsInsetOverTheSections() throws {
        let found = try decorations("""
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 10, left = 10, bottom = 10, right = 10 } }
            sections { { items = 4, inset = { top = 20, left = 30, bottom = 20, right = 30 } } }
            use("flow_layout_with_decorations", { sectionInset = 10 })
            """)
        // Two cells a row (315 points inside the section's insets), rows at y 20 and 130; item 3
        // (3 % 3 == 0) gets the line, from 10 to 365; the background starts at 20 − 10.
        XCTAssertEqual(found.horizontal.map(\.frame), [R(10, 125, 355, 0.375)])
        XCTAssertEqual(found.backgrounds.map(\.frame), [R(0, 10, 375, 230)])
    }

    /// A column count below the grid's puts a line above a first-row item, which with no
    /// header or top inset lies above its section: 3 items a row at x 0, 132, 264, rows at
    /// y 0 (section 0) and 111 (section 1); with 2 columns item 2 gets a line at y − 5.
    func testFirstRowLineAboveItsSection_IsDrawnAll() throws {
        let found = try decorations("""
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 111, 111 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10 }
            sections { 3, 3 }
            use("flow_layout_with_decorations", { numberOfColumns = 2 })
            """)
        XCTAssertEqual(found.horizontal.map(\.frame), [R(0, -5, 375, 0.375), R(0, 106, 375, 0.375)])
        XCTAssertEqual(found.horizontal.map(\.indexPath), [IndexPath(section: 0, item: 2), IndexPath(section: 1, item: 2)])
        XCTAssertEqual(found.vertical.map(\.frame), [R(127, 0, 0.375, 111), R(127, 111, 0.375, 111)])
    }

    /// The layout's inset (30) deeper than the section's own (4): the background passes its
    /// section by 26 at both ends, within the plugin's reach (the option's deepest side).
    func testSectionInsetDeeperThanTheSections_BackgroundPassesItsSection() throws {
        let found = try decorations("""
            collection { width = 375, height = 667, scale = 2 }
            flow { itemSize = { 100, 100 }, minimumLineSpacing = 10, minimumInteritemSpacing = 10,
              sectionInset = { top = 30, left = 30, bottom = 30, right = 30 } }
            sections { { items = 3, inset = { top = 4, left = 4, bottom = 4, right = 4 } } }
            use("flow_layout_with_decorations", { sectionInset = 30 })
            """)
        // The row at y 4: from 4 − 30 to 104 + 30.
        XCTAssertEqual(found.backgrounds.map(\.frame), [R(0, -26, 375, 160)])
    }
}
