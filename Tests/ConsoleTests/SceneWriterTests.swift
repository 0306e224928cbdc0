import Foundation
import LayoutCore
import Rendering
import Scenes
import XCTest

@testable import Console

/// `:save` writes a scene that loads back to the same layout.
final class SceneWriterTests: XCTestCase {
    private func json(_ session: SceneSession) -> String {
        JSONWriter.document(contentSize: session.snapshot.contentSize, elements: session.elements(in: nil))
    }

    private func roundTrip(_ scene: String, then input: String = "", file: StaticString = #filePath, line: UInt = #line) throws {
        let path = LualayoutBinary.packageRoot + "/" + scene
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
        XCTAssertEqual(json(reloaded), json(original), file: file, line: line)
    }

    func testRoundTrip_BundledScenes_GiveTheSameLayout() throws {
        for scene in [
            "Scenes/sections.lua", "Scenes/two_per_row.lua", "Scenes/hairline_grid.lua", "Scenes/horizontal.lua",
            "Scenes/demo.lua", "Scenes/inset_grouped.lua", "Scenes/compositional_grid.lua",
        ] {
            try roundTrip(scene)
        }
    }

    func testRoundTrip_AfterReplChanges_PerSectionKeysAndPlugins() throws {
        try roundTrip("Scenes/sections.lua", then: """
            flow{ minimumLineSpacing = 4.25, headerReferenceSize = { 0, 30 } }
            collection{ contentOffset = { 0, 120 }, contentInset = { top = 5, left = 0, bottom = 0, right = 0 } }
            sections{ 2, { items = 3, inset = { top = 1, left = 2, bottom = 3, right = 4 }, itemSizes = { { 10, 20 }, { 30, 40 }, { 50.5, 60 } } } }
            use("separators", { color = "#C6C6C8", insets = { 1, 2 }, ["odd key"] = true })
            """)
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
