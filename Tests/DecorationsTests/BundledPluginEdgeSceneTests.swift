import Decorations
import LayoutCore
import XCTest

/// A bundled plugin never fails on a valid scene: every bundled plugin, with options
/// that push its geometry (insets larger than what it covers, zero and huge sizes,
/// empty sections), on scenes at the edges (no items, zero-sized items, huge insets,
/// horizontal scrolling, headers and footers only).
final class BundledPluginEdgeSceneTests: XCTestCase {
    /// Edge layouts: each is the scene text before the `use` lines.
    private let layouts: [(name: String, scene: String)] = [
        ("empty sections with insets", "flow { itemSize = { 100, 100 } }\nsections { 2, { items = 0, inset = { top = 3 } } }"),
        ("no sections", "flow { itemSize = { 100, 100 } }\nsections { }"),
        ("only empty sections", "flow { itemSize = { 100, 100 }, headerReferenceSize = { 0, 20 }, footerReferenceSize = { 0, 10 } }\nsections { 0, 0, 0 }"),
        ("zero-sized items", "flow { itemSize = { 0, 0 } }\nsections { 5, 1 }"),
        ("huge insets", "flow { itemSize = { 100, 100 }, sectionInset = { top = 1e6, left = 10, bottom = 1e6, right = 10 } }\nsections { 3, 0, 4 }"),
        ("horizontal", "flow { scrollDirection = \"horizontal\", itemSize = { 100, 100 }, sectionInset = { left = 3 } }\nsections { 4, 0, 2 }"),
        ("headers and footers", "flow { itemSize = { 50, 50 }, headerReferenceSize = { 0, 40 }, footerReferenceSize = { 0, 20 } }\nsections { 1, 0, 7 }"),
    ]

    /// Option sets per plugin that stress its geometry.
    private let uses: [String] = [
        "use(\"section_background\", { cover = \"items\", emptySections = true, insets = 4 })",
        "use(\"section_background\", { cover = \"content\", emptySections = true, insets = { top = 1e7, bottom = 2, left = -3, right = 1e7 } })",
        "use(\"section_background\", { cover = \"section\", emptySections = true, fullWidth = false, insets = -20, borderWidth = 2 })",
        "use(\"rounded_background\", { cover = \"items\", emptySections = true, inset = 1e6 })",
        "use(\"rounded_background\", { cover = \"section\", emptySections = true, inset = 0, cornerRadius = 0 })",
        "use(\"row_background\", { fullWidth = false, lines = \"odd\" })",
        "use(\"row_background\", { sections = \"last\", cornerRadius = 1e9 })",
        "use(\"separators\", { betweenItems = true, thickness = 1e4, insets = 1e6 })",
        "use(\"separators\", { betweenItems = true, thickness = 0 })",
        "use(\"color_rules\", { rules = { { target = \"cell\", items = \"-1..-1\", color = \"#FF0000\" }, { target = \"header\", items = \"n-9223372036854775808\", tint = 1 } } })",
    ]

    func testEveryBundledPlugin_OnEveryEdgeScene_ReportsNoError() throws {
        for layout in layouts {
            let scene = "collection { width = 375, height = 667 }\n" + layout.scene + "\n" + uses.joined(separator: "\n") + "\n"
            let fixture = try DecorationFixture()
            let pass = try fixture.pass(scene, eager: true)
            XCTAssertEqual((fixture.configureProblems + pass.errors).map(\.description), [], layout.name)
        }
    }

    func testSectionBackground_InsetsLargerThanItsEmptyItems_GiveAnEmptyBackgroundInside() throws {
        // The scene: section 1 has no items and a 3-point top inset; insets of 4
        // on every side are more than its items frame (0 tall) holds.
        let fixture = try DecorationFixture()
        let pass = try fixture.pass("""
            flow { itemSize = { 100, 100 } }
            sections { 2, { items = 0, inset = { top = 3 } } }
            use("section_background", { cover = "items", emptySections = true, insets = 4 })
            """, eager: true)
        XCTAssertEqual(pass.errors.map(\.description), [])
        let backgrounds = pass.snapshot.decorations("sectionBackground")
        XCTAssertEqual(backgrounds.count, 2)
        let empty = try XCTUnwrap(backgrounds.last)
        let section = pass.snapshot.geometry.sections[1]
        XCTAssertEqual(empty.frame.height, 0)
        XCTAssertEqual(empty.frame.y, section.itemsFrame.y)
        XCTAssertGreaterThanOrEqual(empty.frame.y, section.frame.minY)
        XCTAssertLessThanOrEqual(empty.frame.y, section.frame.maxY)
    }

    /// An inset that is not a number (0/0 passes the `insets` type, a number) is not
    /// skipped as an empty separator: the host names the bad frame at the plugin's line.
    func testSeparators_NaNInset_IsNamedNotSkipped() throws {
        let (errors, _) = try DecorationFixture.run(
            plugin: "", name: "unused",
            scene: "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 6 }\n"
                + "use(\"separators\", { insets = 0/0 })\n")
        XCTAssertEqual(errors.count, 1)
        let error = try XCTUnwrap(errors.first)
        XCTAssertTrue(error.hasPrefix("Plugins/separators.lua:"), error)
        // The NaN's sign, and so "nan" or "-nan", depends on the processor.
        XCTAssertTrue(error.contains("separators: section hook, section 0: decoration frame is not finite: ("), error)
        XCTAssertTrue(error.hasSuffix("nan, 104.75, -nan, 0.5)") || error.hasSuffix("nan, 104.75, nan, 0.5)"), error)
    }

    /// M.reach raises with level 0 (no position): the error names the line of the check.
    func testSeparators_NegativeThickness_IsAnOptionError() throws {
        let fixture = try DecorationFixture()
        _ = try fixture.pass(DecorationFixture.oneSectionScene(use: "use(\"separators\", { thickness = -1 })"))
        XCTAssertEqual(fixture.configureProblems.map(\.description), ["Plugins/separators.lua:56: separators: bad options: thickness must be a number ≥ 0, got -1"])
    }
}
