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
        "use(\"color_rules\", { rules = { { target = \"cell\", items = \"-1..-1\", color = \"#FF0000\" }, { target = \"header\", items = \"n-9223372036854775808\", cornerRadius = 1 } } })",
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

    /// Issue 38, item 7: an inset that is not a number is an option error at the `use`,
    /// once, not a bad decoration frame in every section (it was, when 0/0 passed the
    /// `insets` type as a number).
    func testSeparators_NaNInset_IsAnOptionErrorAtTheUse() throws {
        let (errors, _) = try DecorationFixture.run(
            plugin: "", name: "unused",
            scene: "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 6, 6 }\n"
                + "use(\"separators\", { insets = 0/0 })\n")
        XCTAssertEqual(errors, ["scene.lua:4: separators: bad options: option 'insets': must be a finite number, got nan"])
    }

    /// `thickness` is a "size" option: the host checks its range and names the use's line.
    func testSeparators_NegativeThickness_IsAnOptionError() throws {
        let fixture = try DecorationFixture()
        _ = try fixture.pass(DecorationFixture.oneSectionScene(use: "use(\"separators\", { thickness = -1 })"))
        XCTAssertEqual(fixture.configureProblems.map(\.description),
                       ["scene.lua:4: separators: bad options: option 'thickness': must be ≥ 0, got -1"])
    }

    /// Issue 38, item 7: NaN, infinite and out-of-range options are refused when `use`
    /// runs, against the ranges `M.types` declares, once, at the `use`'s line, naming the
    /// option (they were accepted, then named as a bad decoration frame in every section).
    func testNonFiniteAndOutOfRangeOptions_AreRefusedOnceAtTheUse() throws {
        let cases = [
            ("use(\"rounded_background\", { inset = 0/0 })", "rounded_background: bad options: option 'inset': must be a finite number, got nan"),
            ("use(\"rounded_background\", { inset = -4 })", "rounded_background: bad options: option 'inset': must be ≥ 0, got -4"),
            ("use(\"sc_section_background\", { sectionInset = { top = 0/0 } })",
             "sc_section_background: bad options: option 'sectionInset': top must be a finite number, got nan"),
            ("use(\"sc_section_background\", { sectionInset = { tpo = 1 } })",
             "sc_section_background: bad options: option 'sectionInset': unknown side 'tpo' (did you mean 'top'?); allowed: top, left, bottom, right, leading, trailing"),
            ("use(\"section_background\", { insets = 1/0 })", "section_background: bad options: option 'insets': must be a finite number, got inf"),
            ("use(\"section_background\", { borderWidth = -1 })", "section_background: bad options: option 'borderWidth': must be ≥ 0, got -1"),
            ("use(\"row_background\", { cornerRadius = -0.5 })", "row_background: bad options: option 'cornerRadius': must be ≥ 0, got -0.5"),
            ("use(\"list_separators\", { thickness = -1/0 })", "list_separators: bad options: option 'thickness': must be a finite number, got -inf"),
            ("use(\"stretchy_header\", { maxStretch = -10 })", "stretchy_header: bad options: option 'maxStretch': must be ≥ 0, got -10"),
            ("use(\"waterfall\", { columns = 0 })", "waterfall: bad options: option 'columns': must be ≥ 1, got 0"),
            ("use(\"text_rows\", { fontSize = 0 })", "text_rows: bad options: option 'fontSize': must be ≥ 1, got 0"),
            ("use(\"text_rows\", { padding = { top = -1 } })", "text_rows: bad options: option 'padding': top must be ≥ 0, got -1"),
            ("use(\"flow_layout_with_decorations\", { numberOfColumns = 0 })",
             "flow_layout_with_decorations: bad options: option 'numberOfColumns': must be ≥ 1, got 0"),
        ]
        for (use, message) in cases {
            let (errors, _) = try DecorationFixture.run(
                plugin: "", name: "unused",
                scene: "collection { width = 375, height = 667 }\nflow { itemSize = { 100, 100 } }\nsections { 6, 6 }\n\(use)\n")
            XCTAssertEqual(errors, ["scene.lua:4: " + message], use)
        }
    }

    /// A range is declared `{ "number", min = 0 }` (or integer, or insets, with min and
    /// max); anything else in `M.types` is a load error naming the forms.
    func testARangeDeclaration_ThatIsNotOne_IsALoadError() throws {
        let plugin = """
            local M = { name = "bad", api = 1, defaults = { size = 1 } }
            M.types = { size = { "number", least = 0 } }
            function M.section(s, opts, out) end
            return M
            """
        let (errors, _) = try DecorationFixture.run(plugin: plugin, scene: DecorationFixture.oneSectionScene(use: "use(\"bad\")"))
        XCTAssertEqual(errors, [
            "Plugins/bad.lua:2: bad: cannot load: types.size: unknown type; use number, integer, string, boolean, table, color, colors, "
                + "selector, insets, size, function, a list of strings or a range such as { \"number\", min = 0, max = 1 }",
        ])
    }
}
