import LayoutCore
import XCTest

/// The other bundled plugins, frame by frame, on the bundled demo scenes.
final class BundledPluginTests: XCTestCase {
    private func snapshot(_ sceneFile: String, _ uses: String) throws -> (LayoutSnapshot, DecorationFixture) {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(try DecorationFixture.bundledScene(sceneFile) + "\n" + uses + "\n")
        XCTAssertEqual(fixture.host.errors, [], "plugin errors")
        return (snapshot, fixture)
    }

    // MARK: row_background

    func testRowBackground_OneBandPerRow_ColouredBySection() throws {
        let (snapshot, _) = try snapshot("sections.lua", ##"use("row_background", { colors = { "#34C759", "#007AFF" } })"##)
        let rows = snapshot.decorations("rowBackground")
        XCTAssertEqual(rows.map(\.frame), [
            R(0, 10, 375, 100),
            R(0, 130, 375, 100), R(0, 240, 375, 100), R(0, 350, 375, 100),
            R(0, 470, 375, 100),
            R(0, 590, 375, 100), R(0, 700, 375, 100), R(0, 810, 375, 100),
        ])
        XCTAssertEqual(rows.map { $0.attributes["color"] }, [
            .string("#34C759"), .string("#007AFF"), .string("#007AFF"), .string("#007AFF"),
            .string("#34C759"), .string("#007AFF"), .string("#007AFF"), .string("#007AFF"),
        ])
        XCTAssertEqual(rows.map(\.indexPath), [
            IndexPath(section: 0, item: 0), IndexPath(section: 1, item: 0), IndexPath(section: 1, item: 1),
            IndexPath(section: 1, item: 2), IndexPath(section: 2, item: 0), IndexPath(section: 3, item: 0),
            IndexPath(section: 3, item: 1), IndexPath(section: 3, item: 2),
        ])
    }

    func testRowBackground_ContentWidth_ZebraLines() throws {
        let (snapshot, _) = try snapshot("sections.lua", ##"use("row_background", { lines = "even", fullWidth = false, sections = "1" })"##)
        // Section 1: rows 0 and 2; row 2 holds one item at x = 10.
        XCTAssertEqual(snapshot.decorations("rowBackground").map(\.frame), [R(10, 130, 355, 100), R(10, 350, 100, 100)])
    }

    // MARK: separators

    func testSeparators_BetweenRowsOnly_CentredInTheSpacing() throws {
        let (snapshot, _) = try snapshot("sections.lua", ##"use("separators", { sections = "1" })"##)
        XCTAssertEqual(snapshot.decorations("separator").map(\.frame), [R(0, 234.75, 375, 0.5), R(0, 344.75, 375, 0.5)])
        XCTAssertEqual(snapshot.decorations("separator").first?.attributes, ["color": .string("#C6C6C8")])
        XCTAssertEqual(snapshot.decorations("separator").first?.zIndex, 1)
    }

    func testSeparators_BetweenItems_FollowTheJustifiedColumns() throws {
        let (snapshot, _) = try snapshot(
            "sections.lua", ##"use("separators", { sections = "0", betweenLines = false, betweenItems = true, thickness = 1 })"##)
        // Items at 10...110, 137.5...237.5, 265...365: gaps centred at 123.75 and 251.25.
        XCTAssertEqual(snapshot.decorations("separator").map(\.frame), [R(123.25, 10, 1, 100), R(250.75, 10, 1, 100)])
    }

    func testSeparators_Horizontal_LinesAreColumns() throws {
        let (snapshot, _) = try snapshot("horizontal.lua", ##"use("separators", { sections = "0" })"##)
        // Section 0: header 30 wide, left inset 10, then three columns of two items
        // (80 wide, 10 apart) at x = 40, 130 and 220: separators centred at 125 and 215.
        XCTAssertEqual(snapshot.decorations("separator").map(\.frame), [R(124.75, 0, 0.5, 200), R(214.75, 0, 0.5, 200)])
    }

    func testSeparators_InsetsShortenLineSeparators() throws {
        let (snapshot, _) = try snapshot("sections.lua", ##"use("separators", { sections = "1", insets = { left = 16, right = 8 } })"##)
        XCTAssertEqual(snapshot.decorations("separator").first?.frame, R(16, 234.75, 351, 0.5))
    }

    // MARK: color_rules

    func testColorRules_SelectorsSetAttributesOnCellsAndHeaders() throws {
        let (snapshot, _) = try snapshot("two_per_row.lua", """
            use("color_rules", { rules = {
              { items = "even", color = "#ffffff" },
              { items = "3n+1", sections = "odd", color = { 1, 0, 0, 1 }, badge = true },
              { target = "header", sections = "first", color = "#FFCC00", title = "First" },
            } })
            """)
        func cell(_ s: Int, _ i: Int) -> [String: AttributeValue]? { snapshot.item(at: IndexPath(section: s, item: i))?.attributes }
        XCTAssertEqual(cell(0, 0), ["color": .string("#FFFFFF")])
        XCTAssertEqual(cell(0, 1), [:])
        XCTAssertEqual(cell(1, 1), ["color": .string("#FF0000"), "badge": .bool(true)])
        XCTAssertEqual(cell(1, 4), ["color": .string("#FF0000"), "badge": .bool(true)])
        XCTAssertEqual(cell(1, 2), ["color": .string("#FFFFFF")])
        let header = snapshot.supplementary(kind: "header", at: IndexPath(section: 0, item: 0))
        XCTAssertEqual(header?.attributes, ["color": .string("#FFCC00"), "title": .string("First")])
        XCTAssertEqual(snapshot.supplementary(kind: "header", at: IndexPath(section: 1, item: 0))?.attributes, [:])
        // The rect query answers with the same attributes as the point queries.
        let fromRect = snapshot.elements(in: R(0, 0, 375, 300)).first { $0.category == .cell && $0.indexPath == IndexPath(section: 0, item: 0) }
        XCTAssertEqual(fromRect?.attributes, cell(0, 0))
    }

    /// "Later rules win", a function selector's rule included: a string rule after it
    /// styles the cells both pick; a function rule after a string one wins in turn.
    func testColorRules_LaterRulesWin_OverAFunctionSelectorsRule() throws {
        let (snapshot, _) = try snapshot("sections.lua", """
            use("color_rules", { rules = {
              { items = function(i) return i < 4 end, color = "#000000", tag = "f" },
              { items = "even", color = "#FFFFFF" },
              { items = function(i) return i == 2 end, color = "#FF0000" },
            } })
            """)
        func cell(_ i: Int) -> [String: AttributeValue]? { snapshot.item(at: IndexPath(section: 1, item: i))?.attributes }
        XCTAssertEqual(cell(0), ["color": .string("#FFFFFF"), "tag": .string("f")], "the later string rule wins")
        XCTAssertEqual(cell(1), ["color": .string("#000000"), "tag": .string("f")])
        XCTAssertEqual(cell(2), ["color": .string("#FF0000"), "tag": .string("f")], "the later function rule wins")
        XCTAssertEqual(cell(4), ["color": .string("#FFFFFF")])
        XCTAssertEqual(cell(5), [:])
    }

    func testColorRules_LastAndNegativeRanges_CountFromTheEnd() throws {
        let (snapshot, _) = try snapshot("sections.lua", ##"use("color_rules", { rules = { { items = "last", color = "#000000" }, { items = "-3..-2", tag = "x" } } })"##)
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 6))?.attributes, ["color": .string("#000000")])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 4))?.attributes, ["tag": .string("x")])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 3))?.attributes, [:])
    }

    func testColorRules_SceneFunctionSelector_IsCalledAcrossStates() throws {
        let (snapshot, _) = try snapshot("sections.lua", """
            local function fifth(item, section) return (item + section) % 5 == 0 end
            use("color_rules", { rules = { { items = fifth, color = "#123456" } } })
            """)
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 4))?.attributes, ["color": .string("#123456")])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 1, item: 3))?.attributes, [:])
        XCTAssertEqual(snapshot.item(at: IndexPath(section: 0, item: 0))?.attributes, ["color": .string("#123456")])
    }

    func testColorRules_StyleDecorationsOfAnotherPlugin() throws {
        let (snapshot, _) = try snapshot("sections.lua", """
            use("section_background", {})
            use("color_rules", { rules = { { target = "decoration:sectionBackground", items = "all", sections = "even", cornerRadius = 12 } } })
            """)
        let backgrounds = snapshot.decorations("sectionBackground")
        XCTAssertEqual(backgrounds.map { $0.attributes["cornerRadius"] }, [.number(12), nil, .number(12), nil])
    }

    // MARK: rounded_background

    func testRoundedBackground_InsetGroupedCard() throws {
        let (snapshot, _) = try snapshot("two_per_row.lua", ##"use("rounded_background", {})"##)
        let cards = snapshot.decorations("roundedBackground")
        // Section 0: header 40, top inset 15, 4 rows of 170 (+10), bottom inset 10.
        XCTAssertEqual(cards.first?.frame, R(15, 40, 345, 735))
        XCTAssertEqual(cards.first?.attributes, ["color": .string("#78788029"), "cornerRadius": .number(15)])
        XCTAssertEqual(cards.map(\.indexPath.section), [0, 1, 2])
    }
}

/// Plugins on compositional scenes see the same geometry and may style declared items.
final class CompositionalPluginTests: XCTestCase {
    func testColorRules_StyleTheDeclaredBackgroundOfTheInsetGroupedScene() throws {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(try DecorationFixture.bundledScene("inset_grouped.lua"))
        XCTAssertEqual(fixture.host.errors, [])
        let background = try XCTUnwrap(snapshot.decoration(kind: "listCard", at: IndexPath(section: 0, item: 0)))
        // The list's card (C33) holds the rows (40...216), not the header above them.
        XCTAssertEqual(background.frame, R(16, 40, 343, 176))
        XCTAssertEqual(background.zIndex, 0)
        XCTAssertEqual(background.attributes, ["color": .string("#FFFFFF"), "cornerRadius": .number(10)])
        XCTAssertEqual(snapshot.elements(in: R(0, 0, 375, 236)).first { $0.kind == "listCard" }, background)
    }

    func testSeparators_BetweenCompositionalRows_AndNoDuplicateOfDeclaredKinds() throws {
        let fixture = try DecorationFixture()
        // The list's own separators replaced by the between-rows plugin this test is about.
        let list = try DecorationFixture.bundledScene("inset_grouped.lua")
            .replacingOccurrences(of: "use(\"list_separators\", { insets = { leading = 16 } })", with: "use(\"separators\", { insets = { leading = 16 }, zIndex = 2 })")
        let snapshot = try fixture.snapshot(list + """

            use("rounded_background", { cover = "section", kind = "listCard" })
            """)
        XCTAssertEqual(fixture.host.errors, [])
        // Rows at y = 40, 84, 128, 172 (44 high), x = 16...359: the scene's separators are
        // centred on 84, 128, 172, from 16 points into the rows to their trailing end.
        XCTAssertEqual(snapshot.decorations("separator").map(\.frame), [R(32, 83.75, 327, 0.5), R(32, 127.75, 327, 0.5), R(32, 171.75, 327, 0.5)])
        // The plugin's background of the list's card kind takes item 1: item 0 is the declared one.
        XCTAssertEqual(snapshot.decorations("listCard").map(\.indexPath.item), [0, 1])
    }
}

/// The bundled scenes that show section_background and row_background.
final class BundledPluginSceneTests: XCTestCase {
    func testSectionBackgroundsScene_GreenEvenBlueOdd_WholeSections() throws {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(try DecorationFixture.bundledScene("section_backgrounds.lua"))
        XCTAssertEqual(fixture.host.errors, [])
        let backgrounds = snapshot.decorations("sectionBackground")
        // Sections of 40 + 10 + 100 + 10 and 40 + 10 + 300 + 20 + 10 points, less the insets.
        XCTAssertEqual(backgrounds.map(\.frame), [R(4, 2, 367, 156), R(4, 162, 367, 376), R(4, 542, 367, 156), R(4, 702, 367, 376)])
        XCTAssertEqual(backgrounds.map { $0.attributes["color"] }, [
            .string("#34C75966"), .string("#007AFF66"), .string("#34C75966"), .string("#007AFF66"),
        ])
        XCTAssertEqual(Set(backgrounds.map { $0.attributes["cornerRadius"] }), [.number(12)])
    }

    func testZebraRowsScene_BandsBehindOddRowsOfDifferentHeights() throws {
        let fixture = try DecorationFixture()
        let snapshot = try fixture.snapshot(try DecorationFixture.bundledScene("zebra_rows.lua"))
        XCTAssertEqual(fixture.host.errors, [])
        XCTAssertEqual(snapshot.decorations("rowBackground").map(\.frame), [
            R(0, 81, 375, 44), R(0, 191, 375, 44), R(0, 325, 375, 44),
            R(0, 458, 375, 52), R(0, 564, 375, 52),
        ])
        XCTAssertEqual(snapshot.decorations("rowBackground").map(\.indexPath.item), [0, 1, 2, 0, 1])
        // Separators sit in the 1-point spacing between rows, 16 points in.
        XCTAssertEqual(snapshot.decorations("separator").first?.frame.x, 16)
        XCTAssertEqual(snapshot.decorations("separator").count, 5 + 3)
    }
}
