import LayoutCore
import XCTest

/// Plugins/section_background.lua on the bundled four-section scene (3, 7, 3, 7 items).
final class SectionBackgroundPluginTests: XCTestCase {
    private func backgrounds(_ options: String) throws -> [LayoutAttributes] {
        let fixture = try DecorationFixture()
        let scene = try DecorationFixture.bundledScene("sections.lua") + "\nuse(\"section_background\", \(options))\n"
        let snapshot = try fixture.snapshot(scene)
        XCTAssertEqual(fixture.host.errors, [])
        return snapshot.decorations("sectionBackground")
    }

    func testSectionBackground_Content_FullWidth_CoversItemsAndInsets() throws {
        let found = try backgrounds("{}")
        XCTAssertEqual(found.map(\.frame), [R(0, 0, 375, 120), R(0, 120, 375, 340), R(0, 460, 375, 120), R(0, 580, 375, 340)])
        XCTAssertEqual(found.map(\.indexPath.section), [0, 1, 2, 3])
        XCTAssertEqual(found.map(\.zIndex), [-1, -1, -1, -1])
        XCTAssertEqual(found[0].attributes, ["color": .string("#F2F2F7")])
    }

    func testSectionBackground_ItemsOnly_ContentWidth() throws {
        let found = try backgrounds("{ cover = \"items\", fullWidth = false }")
        XCTAssertEqual(found.map(\.frame), [R(10, 10, 355, 100), R(10, 130, 355, 320), R(10, 470, 355, 100), R(10, 590, 355, 320)])
    }

    func testSectionBackground_ColoursCycleAndSelectorPicksSections() throws {
        let found = try backgrounds("{ colors = { \"#00ff0080\", \"#0000FF80\" }, sections = \"odd\", cornerRadius = 8 }")
        XCTAssertEqual(found.map(\.indexPath.section), [1, 3])
        XCTAssertEqual(found[0].attributes, ["color": .string("#0000FF80"), "cornerRadius": .number(8)])
    }

    func testSectionBackground_NegativeInsets_GrowWithinTheirReach() throws {
        let found = try backgrounds("{ cover = \"items\", fullWidth = false, insets = -5, borderColor = \"#FF0000\", borderWidth = 1 }")
        XCTAssertEqual(found.first?.frame, R(5, 5, 365, 110))
        XCTAssertEqual(found.first?.attributes["borderColor"], .string("#FF0000"))
    }
}
