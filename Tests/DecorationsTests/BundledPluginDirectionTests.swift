import Decorations
import LayoutCore
import XCTest

/// The bundled plugins in a right-to-left flow layout (layout-rules R17) and on self-sized
/// scenes (R18): they run without error, and those that speak of a leading edge or of
/// columns put it on the right.
final class BundledPluginDirectionTests: XCTestCase {
    private let rtl = "collection { width = 320, height = 480, layoutDirection = \"rightToLeft\" }\n"

    /// Every bundled plugin, on mirrored and self-sized scenes, both scroll directions.
    func testEveryBundledPlugin_MirroredAndSelfSized_ReportsNoError() throws {
        let layouts = [
            "flow { itemSize = { 100, 40 }, headerReferenceSize = { 0, 30 }, footerReferenceSize = { 0, 10 }, sectionInset = { left = 20, right = 4 } }\nsections { 5, 0, { items = 3, itemSizes = { { 90, 30 }, { 150, 40 }, { 280, 20 } } } }",
            "flow { estimatedItemSize = \"automatic\", itemSize = { 280, 44 }, headerReferenceSize = { 0, 30 } }\nsections { 3, 1, 0 }",
            "flow { scrollDirection = \"horizontal\", estimatedItemSize = { 50, 50 }, headerReferenceSize = { 20, 0 }, sectionHeadersPinToVisibleBounds = true }\nsections { 4, 0, { items = 2, itemSizes = { { 40, 100 }, { 60, 30 } } } }",
        ]
        let uses = [
            "use(\"section_background\", { insets = { leading = 8, trailing = -2 } })",
            "use(\"rounded_background\", { emptySections = true })",
            "use(\"row_background\", { lines = \"odd\" })",
            "use(\"row_background\", { kind = \"span\", fullWidth = false })",
            "use(\"separators\", { betweenItems = true, insets = { leading = 16 } })",
            "use(\"color_rules\", { rules = { { items = \"even\", color = \"#FF0000\" } } })",
            "use(\"stretchy_header\")",
        ]
        let placements = [
            "use(\"aligned\", { horizontal = \"leading\" })", "use(\"aligned\", { horizontal = \"trailing\", vertical = \"top\" })",
            "use(\"aligned\", { horizontal = \"justified\" })", "use(\"aligned\", { horizontal = \"left\" })",
            "use(\"waterfall\", { columns = 3 })", "use(\"waterfall\", { order = \"leftToRight\" })",
        ]
        for direction in ["rightToLeft", "leftToRight"] {
            for layout in layouts {
                for placement in placements {
                    let scene = "collection { width = 320, height = 480, layoutDirection = \"\(direction)\" }\n" + layout + "\n"
                        + (uses + [placement]).joined(separator: "\n") + "\n"
                    let fixture = try DecorationFixture()
                    let pass = try fixture.pass(scene, eager: true)
                    XCTAssertEqual((fixture.configureProblems + pass.errors).map(\.description), [], "\(direction) \(layout) \(placement)")
                    XCTAssertEqual(pass.snapshot.geometry.warnings, [], "\(direction) \(layout) \(placement)")
                }
            }
        }
    }

    /// Cells at x = 220, 110, 0: the separators between them are centred in the gaps on
    /// their left (215 and 105), and `leading = 16` shortens the row separator on the right.
    func testSeparators_RightToLeft_CentreInTheGapsAndInsetTheLeadingEnd() throws {
        let pass = try DecorationFixture().pass(
            rtl + "flow { itemSize = { 100, 40 } }\nsections { 4 }\n"
                + "use(\"separators\", { betweenItems = true, thickness = 1, insets = { leading = 16 } })\n", eager: true)
        XCTAssertEqual(pass.errors.map(\.description), [])
        XCTAssertEqual(pass.snapshot.decorations("separator").map(\.frame), [
            R(214.5, 0, 1, 40), R(104.5, 0, 1, 40), R(0, 44.5, 304, 1),
        ])
    }

    /// A band over a line's items only spans them from the leftmost to the rightmost: in
    /// right-to-left the first item (x = 220) is the rightmost, the second at 110.
    func testRowBackground_RightToLeftItemsOnly_SpansFromTheLeftmostItem() throws {
        let pass = try DecorationFixture().pass(
            rtl + "flow { itemSize = { 100, 40 } }\nsections { 2 }\nuse(\"row_background\", { fullWidth = false })\n", eager: true)
        XCTAssertEqual(pass.errors.map(\.description), [])
        XCTAssertEqual(pass.snapshot.decorations("rowBackground").map(\.frame), [R(110, 0, 210, 40)])
    }

    /// "leading" packs from the right in right-to-left, "left" against the left; the
    /// first item is the rightmost either way.
    func testAligned_RightToLeft_LeadingPacksFromTheRightAndLeftStaysLeft() throws {
        func frames(_ horizontal: String) throws -> [Rect] {
            let pass = try DecorationFixture().pass(
                rtl + "flow { itemSize = { 100, 40 } }\nsections { 2 }\nuse(\"aligned\", { horizontal = \"\(horizontal)\" })\n",
                eager: true)
            XCTAssertEqual(pass.errors.map(\.description), [])
            return Array(pass.snapshot.geometry.sections[0].itemFrames)
        }
        XCTAssertEqual(try frames("leading"), [R(220, 0, 100, 40), R(110, 0, 100, 40)])
        XCTAssertEqual(try frames("left"), [R(110, 0, 100, 40), R(0, 0, 100, 40)])
        XCTAssertEqual(try frames("trailing"), [R(110, 0, 100, 40), R(0, 0, 100, 40)])
    }

    /// Columns count from the leading edge: column 1 (width floor(310 / 2) = 155) is at
    /// 320 − 155 = 165, column 2 at 0.
    func testWaterfall_RightToLeft_FirstColumnIsTheRightmost() throws {
        let pass = try DecorationFixture().pass(
            rtl + "flow { itemSize = { 100, 100 } }\nsections { 3 }\nuse(\"waterfall\", { columns = 2 })\n", eager: true)
        XCTAssertEqual(pass.errors.map(\.description), [])
        XCTAssertEqual(Array(pass.snapshot.geometry.sections[0].itemFrames), [
            R(165, 0, 155, 155), R(0, 0, 155, 155), R(165, 165, 155, 155),
        ])
    }
}
