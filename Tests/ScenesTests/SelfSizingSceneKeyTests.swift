import LayoutCore
import Scenes
import XCTest

/// The self-sizing keys of a scene (layout-rules C34-C39): what each refuses, at its line,
/// with the key and the allowed values, and the bundled scene's settled frames.
final class SelfSizingSceneKeyTests: XCTestCase {
    private let rows = """
        collection { width = 320, height = 480, scale = 2 }
        compositional { section = {
          group = { axis = "vertical", size = { fractionalWidth(1), estimated(44) },
                    subitems = { { size = { fractionalWidth(1), estimated(44) } } } },
          boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), estimated(30) }, alignment = "top" } },
        } }

        """

    func testItemSizes_OfTheWrongLength_AreRefusedAtTheirLine() {
        assertSceneError(rows + """
            sections {
              { items = 3, itemSizes = { { 320, 50 } } },
            }
            """, line: 8, key: "sections[0].itemSizes", message: "1 fitted sizes but the section has 3 items")
    }

    func testNegativeFittedSize_NamesTheSide() {
        assertSceneError(rows + """
            sections { { items = 1, itemSizes = { { 320, -4 } } } }
            """, line: 7, key: "sections[0].itemSizes[0].height", message: "cannot be negative")
    }

    func testSupplementarySizes_ForAKindTheSectionHasNot_NamesItsKinds() {
        assertSceneError(rows + """
            sections { { items = 1, supplementarySizes = { footer = { 320, 20 } } } }
            """, line: 7, key: "sections[0].supplementarySizes.footer", message: "its kinds: 'header'")
    }

    func testMisspeltUniformAcrossSiblings_SuggestsTheName() {
        assertSceneError("""
            compositional { section = {
              group = { axis = "horizontal", size = { fractionalWidth(1), estimated(44) },
                        subitems = { { size = { fractionalWidth(0.5), { uniformAcrossSibling = 44 } } } } },
            } }
            sections { 2 }
            """, line: 3, key: "compositional.section.group.subitems[0].size.height", message: "uniformAcrossSiblings")
    }

    func testSizingThatIsNotAFunction_IsRefused() {
        assertSceneError("""
            compositional {
              section = { group = { axis = "vertical", size = { fractionalWidth(1), estimated(44) },
                                    subitems = { { size = { fractionalWidth(1), estimated(44) } } } } },
              sizing = 44,
            }
            sections { 1 }
            """, line: 4, key: "compositional.sizing", message: "function")
    }

    func testItemDataOfTheWrongLengthOrType_IsRefused() {
        assertSceneError(rows + """
            sections { { items = 2, itemData = { "one" } } }
            """, line: 7, key: "sections[0].itemData", message: "1 values for 2 items")
        assertSceneError(rows + """
            sections { { items = 1, itemData = { function() end } } }
            """, line: 7, key: "sections[0].itemData[0]", message: "a function")
    }

    /// A key is honoured or refused: the compositional-only keys in a flow scene.
    func testCompositionalKeys_InAFlowScene_AreRefused() {
        for (entry, key) in [
            ("{ items = 1, supplementarySizes = { header = { 1, 1 } } }", "sections[0].supplementarySizes"),
            ("{ items = 1, itemData = { \"x\" } }", "sections[0].itemData"),
            ("{ items = 2, itemSizes = { { 10, 10 }, false } }", "sections[0].itemSizes[1]"),
        ] {
            assertSceneError("flow { itemSize = { 10, 10 } }\nsections { \(entry) }\n", line: 2, key: key, message: "compositional")
        }
    }

    /// The bundled scene: the header's fitted 52, rows sized by text_rows are not in a
    /// scene without plugins (their estimates, 44, stand), tags that wrap, uniform cards,
    /// chips that scroll sideways.
    func testBundledFeed_SettlesFromItsData() throws {
        let g = try bundledScene("self_sizing_feed.lua").geometry()
        XCTAssertEqual(g.sections[0].supplementaries.map(\.frame), [Rect(x: 0, y: 0, width: 375, height: 52)])
        XCTAssertEqual(g.sections[0].itemFrames.first, Rect(x: 0, y: 52, width: 375, height: 44))
        XCTAssertEqual(g.sections[1].lines.map(\.items), [0..<3, 3..<6])
        XCTAssertEqual(Array(g.sections[2].itemFrames.map(\.height)), [140, 140, 140, 120, 120])
        // Chips scrolling sideways (C50): each as wide as it reported, 8 apart from 16.
        XCTAssertEqual(Array(g.sections[3].itemFrames.map(\.minX)), [16, 88, 200, 296, 436, 516, 620])
        XCTAssertEqual(g.sections[3].frame.height, 36, "the section is as tall as its tallest chip")
        XCTAssertEqual(g.sections[3].orthogonal?.contentLength, 746)
    }
}

/// `:save` of the self-sizing keys: data round-trips, a sizing function is named as lost.
final class SelfSizingSceneWriterTests: XCTestCase {
    func testSave_WritesFittedSizesAndData_WarnsOfTheSizingFunction() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(source: """
            compositional {
              section = { group = { axis = "vertical", size = { fractionalWidth(1), estimated(44) },
                                    subitems = { { size = { fractionalWidth(1), estimated(44) } } } },
                          boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), estimated(30) }, alignment = "top" } } },
              sizing = function() return {} end,
            }
            sections { { items = 2, itemSizes = { { 320, 60 }, false }, supplementarySizes = { header = { 320, 50 } },
                         itemData = { "Wi-Fi", { text = "Two", lines = 2 } } } }
            """, chunk: "scene")
        let output = SceneWriter.write(context)
        XCTAssertTrue(output.text.contains("itemSizes = { { 320, 60 }, false }"), output.text)
        XCTAssertTrue(output.text.contains("supplementarySizes = { header = { 320, 50 } }"), output.text)
        XCTAssertTrue(output.text.contains("itemData = {"), output.text)
        XCTAssertTrue(output.text.contains("\"Wi-Fi\""), output.text)
        XCTAssertEqual(output.warnings.filter { $0.contains("compositional.sizing") }.count, 1, "\(output.warnings)")
        // Read back, the data lays out the same.
        let again = try SceneContext(print: { _ in })
        try again.run(source: output.text, chunk: "saved")
        XCTAssertEqual(try again.scene().geometry().sections, try context.scene().geometry().sections)
        XCTAssertEqual(try again.scene().itemData, try context.scene().itemData)
    }
}
