import Foundation
import LayoutCore
import LuaLayout
import Rendering
import Scenes
import TestSupport
import XCTest

@testable import Console

/// `:save` writes a scene that loads back to the same layout.
final class SceneWriterTests: XCTestCase {
    private func json(_ session: SceneSession) -> String {
        JSONWriter.document(contentSize: session.snapshot.contentSize, elements: session.elements(in: nil))
    }

    /// Saves the scene (after `input`), loads the file back and compares the two layouts.
    /// - Returns: the original session, for what the caller checks about its layout.
    @discardableResult
    private func roundTrip(
        _ scene: String, then input: String = "", file: StaticString = #filePath, line: UInt = #line
    ) throws -> SceneSession {
        let path = LualayoutProcess.packageRoot + "/" + scene
        let original = try SceneSession(file: path)
        if !input.isEmpty {
            _ = try original.context.run(source: input, chunk: "repl")
            try original.relayout()
        }
        let output = SceneWriter.write(original.context)
        XCTAssertEqual(output.warnings, [], file: file, line: line)
        let saved = NSTemporaryDirectory() + "saved-\(UUID().uuidString).lua"
        try output.text.write(toFile: saved, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: saved) }
        let reloaded = try SceneSession(file: saved)
        // Plugins that the host rejected would be missing from both layouts alike.
        XCTAssertEqual(original.errors, [], file: file, line: line)
        XCTAssertEqual(reloaded.errors, [], file: file, line: line)
        XCTAssertEqual(json(reloaded), json(original), file: file, line: line)
        return original
    }

    func testRoundTrip_BundledScenes_GiveTheSameLayout() throws {
        for scene in [
            "Scenes/sections.lua", "Scenes/two_per_row.lua", "Scenes/hairline_grid.lua", "Scenes/horizontal.lua",
            "Scenes/demo.lua", "Scenes/inset_grouped.lua", "Scenes/compositional_grid.lua",
            "Scenes/section_backgrounds.lua", "Scenes/zebra_rows.lua",
        ] {
            try roundTrip(scene)
        }
    }

    func testRoundTrip_AfterReplChanges_PerSectionKeysAndPlugins() throws {
        // Options the plugins accept, so that they run in both layouts: a partial insets
        // table, and a custom attribute whose name is no Lua identifier.
        let session = try roundTrip("Scenes/sections.lua", then: """
            flow{ minimumLineSpacing = 4.25, headerReferenceSize = { 0, 30 } }
            collection{ contentOffset = { 0, 120 }, contentInset = { top = 5, left = 0, bottom = 0, right = 0 } }
            sections{ 4, { items = 3, inset = { top = 1, left = 2, bottom = 3, right = 4 }, itemSizes = { { 10, 20 }, { 30, 40 }, { 50.5, 60 } } } }
            use("separators", { color = "#C6C6C8", insets = { left = 1, right = 2 }, betweenItems = true })
            use("color_rules", { rules = { { items = "odd", ["odd key"] = true } } })
            """)
        let elements = session.elements(in: nil)
        // Both plugins ran: separators between items and, shortened by 1 and 2, between the
        // two rows of section 0; the odd cells carry the odd-named attribute.
        XCTAssertEqual(
            elements.filter { $0.category == .decoration }.map { "\($0.kind ?? "-") \($0.indexPath) \($0.frame)" },
            [
                "separator [0, 0] (123.5, 40.0, 0.5, 100.0)", "separator [0, 1] (251.0, 40.0, 0.5, 100.0)",
                "separator [0, 2] (1.0, 142.0, 372.0, 0.5)", "separator [1, 0] (16.75, 285.5, 0.5, 60.0)",
                "separator [1, 1] (56.75, 285.5, 0.5, 60.0)",
            ])
        XCTAssertEqual(
            elements.filter { $0.attributes["odd key"] == .bool(true) }.map { "\($0.category) \($0.indexPath)" },
            ["cell [0, 1]", "cell [0, 3]", "cell [1, 1]"])
    }

    /// Every compositional key the reader knows, in every form, comes back: nested groups,
    /// the three subitem forms, spacings, insets, boundary and decoration items, and a
    /// provider (written as its answers, nil included) whose sections all differ.
    func testRoundTrip_Compositional_EveryKeyAndTheProvider() throws {
        let session = try roundTrip("Scenes/compositional_grid.lua", then: """
            sections { 5, 3, 0, 4 }
            compositional {
              scrollDirection = "vertical", interSectionSpacing = 6.5,
              boundarySupplementaryItems = { { kind = "banner", size = { fractionalWidth(1), absolute(30) }, alignment = "top", pinToVisibleBounds = true, zIndex = 3 } },
              sectionProvider = function(index)
                if index == 2 then return nil end
                local cell = { size = { fractionalWidth(1 / (index + 2)), absolute(40 + index) }, contentInsets = { top = 1, leading = 2, bottom = 1, trailing = 2 } }
                return {
                  group = { axis = "horizontal", size = { fractionalWidth(1), estimated(44) }, subitems = {
                    cell,
                    { axis = "vertical", size = { fractionalWidth(0.25), absolute(88) }, subitem = cell, count = 2, interItemSpacing = flexible(3) },
                  }, interItemSpacing = fixed(4), contentInsets = 2 },
                  contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 }, interGroupSpacing = 5,
                  supplementariesFollowContentInsets = index == 0,
                  boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(20) }, offset = { 0, -2 }, extendsBoundary = true } },
                  decorationItems = { { background = "card", contentInsets = 4, zIndex = -1 } },
                }
              end,
            }
            """)
        let saved = SceneWriter.write(session.context).text
        XCTAssertTrue(saved.contains("sectionProvider = function(index) return providedSections[index] end"), saved)
        XCTAssertFalse(saved.contains("[2] ="), "section 2's provider answered nil: \(saved)")
        XCTAssertEqual(session.elements(in: nil).filter { $0.indexPath.section == 3 }.count, 4 + 1 + 1)
    }

    func testRoundTrip_CompositionalRepeatingSubitemList() throws {
        try roundTrip("Scenes/compositional_grid.lua", then: """
            sections { 7, 2 }
            compositional {
              scrollDirection = "horizontal",
              sections = {
                { group = { axis = "vertical", size = { absolute(100), fractionalHeight(1) }, repeatingSubitem = { size = { fractionalWidth(1), absolute(30.25) } }, count = 3 } },
                { group = { axis = "vertical", size = { absolute(80), fractionalHeight(0.5) }, subitems = { { size = { fractionalWidth(1), fractionalHeight(0.5) } } } }, orthogonalScrollingBehavior = "none" },
              },
            }
            """)
    }

    /// Identified sections are written with their `id` and `ids`: the saved scene diffs the
    /// next identified `sections { }` as the running one does.
    func testIdentifiedSections_KeepTheirIdentifiers() throws {
        let session = try SceneSession(file: nil, scenePrint: { _ in })
        try session.load(source: "sections { { id = \"s\", ids = { \"a\", \"b\" } }, { ids = {} } }", name: "ids")
        let text = SceneWriter.write(session.context).text
        XCTAssertTrue(text.contains("\nsections {\n  { items = 2, id = \"s\", ids = { \"a\", \"b\" } },\n  { items = 0, ids = {} },\n}\n"), text)
        let reloaded = try SceneSession(file: nil, scenePrint: { _ in })
        try reloaded.load(source: text + "\nsections { { id = \"s\", ids = { \"b\", \"a\" } }, { ids = {} } }\n", name: "saved")
        let changes = try XCTUnwrap(try reloaded.lastUpdate()).body.changes
        XCTAssertEqual(changes.filter { $0.action == .moved }.map { [$0.from!, $0.to!] }, [
            [IndexPath(section: 0, item: 1), IndexPath(section: 0, item: 0)],
            [IndexPath(section: 0, item: 0), IndexPath(section: 0, item: 1)],
        ])
    }

    func testFunctionOption_IsWrittenAsNilWithAWarning() throws {
        let context = try SceneContext(print: { _ in })
        _ = try context.run(source: "use(\"color_rules\", { rule = function() end })", chunk: "repl")
        let output = SceneWriter.write(context)
        XCTAssertTrue(output.text.contains("use(\"color_rules\", { rule = nil })"), output.text)
        XCTAssertEqual(output.warnings, ["use(\"color_rules\").rule: a function has no literal; written as nil"])
    }

    func testQuoted_EscapesControlCharacters() {
        XCTAssertEqual(SceneWriter.quoted("a\"b\\c\n\u{1}é"), "\"a\\\"b\\\\c\\n\\001é\"")
    }
}
