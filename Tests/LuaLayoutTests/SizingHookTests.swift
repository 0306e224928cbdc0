import Foundation
import LayoutCore
import LuaLayout
import TestSupport
import XCTest

/// Sizing hooks (layout-rules C39): a plugin's `M.size` and a scene's `sizing` function
/// give self-sizing elements their fitted sizes, once per section with every element; a
/// failing or hostile hook keeps the estimates and is reported at its line, naming the
/// element.
final class SizingHookTests: XCTestCase {
    private var folder: PluginFixtureFolder!

    override func setUpWithError() throws { folder = try PluginFixtureFolder("sizing-hooks") }
    override func tearDownWithError() throws { folder.remove() }

    /// Rows estimated 44 under a header estimated 30, vertical, 320 wide.
    private func scene(sizing: String = "", data: String = "") -> String {
        """
        collection { width = 320, height = 480, scale = 2 }
        compositional {
          section = {
            group = { axis = "vertical", size = { fractionalWidth(1), estimated(44) },
                      subitems = { { size = { fractionalWidth(1), estimated(44) } } } },
            boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), estimated(30) }, alignment = "top" } },
          },
        \(sizing)
        }
        sections { { items = 3\(data) } }

        """
    }

    private func session(_ source: String) throws -> SceneSession {
        let path = try folder.write(source, to: "scene.lua")
        return try SceneSession(file: path, pluginFolders: [folder.path], scenePrint: { _ in })
    }

    private func frames(_ session: SceneSession) -> [Rect] {
        session.elements(in: nil).filter { $0.category != .decoration }.map(\.frame)
    }

    /// The scene's function reads each element's data and proposed size; its answers are
    /// laid out as the same sizes given as data would be: header 40, rows 20·#text.
    func testSceneFunction_SizesFromData_AsTheSameSizesGivenAsDataWould() throws {
        let sizing = """
          sizing = function(section, elements)
            local out = {}
            for k, e in ipairs(elements) do
              if e.kind == "header" then out[k] = { e.width, 40 } else out[k] = { e.width, 20 * #e.data } end
            end
            assert(section.index == 0 and section.count == 3 and #elements == 4)
            return out
          end,
        """
        let hooked = try session(scene(sizing: sizing, data: #", itemData = { "a", "bb", "ccc" }"#))
        XCTAssertEqual(hooked.outcome.layoutErrors, [])
        let given = try session(scene(data: ", itemSizes = { { 320, 20 }, { 320, 40 }, { 320, 60 } }, supplementarySizes = { header = { 320, 40 } }"))
        XCTAssertEqual(hooked.elements(in: nil), given.elements(in: nil))
        XCTAssertEqual(
            frames(hooked),
            [Rect(x: 0, y: 40, width: 320, height: 20), Rect(x: 0, y: 60, width: 320, height: 40), Rect(x: 0, y: 100, width: 320, height: 60),
             Rect(x: 0, y: 0, width: 320, height: 40)])
    }

    /// Sizes given as data win; the hook is offered only the others.
    func testDataWins_TheHookSizesTheRest() throws {
        let sizing = """
          sizing = function(section, elements)
            local out = {}
            for k, e in ipairs(elements) do out[k] = e.kind == "cell" and e.item * 100 + 10 or nil end
            return out
          end,
        """
        let s = try session(scene(sizing: sizing, data: ", itemSizes = { { 1, 77 }, false, false }"))
        XCTAssertEqual(frames(s).prefix(3).map(\.height), [77, 110, 210])
    }

    /// An answer with holes (nil for the estimate) is read entry by entry; an answer longer
    /// than the elements is named.
    func testAnswerWithHoles_AndExtraEntries() throws {
        let holes = try session(scene(sizing: "  sizing = function() return { nil, nil, 70 } end,"))
        XCTAssertEqual(frames(holes).map(\.height), [44, 44, 70, 30])
        XCTAssertEqual(holes.outcome.layoutErrors, [])
        let extra = try session(scene(sizing: "  sizing = function() return { 1, 2, 3, 4, 5 } end,"))
        XCTAssertEqual(frames(extra).map(\.height), [1, 2, 3, 4])
        XCTAssertTrue(extra.outcome.layoutErrors.first?.message.contains("more entries than the 4 elements") ?? false, "\(extra.outcome.layoutErrors)")
    }

    /// Every hostile answer keeps its element's estimate and names it, at the function's
    /// line; the other elements take their sizes.
    func testHostileAnswers_KeepTheEstimate_NameTheElementAtTheLine() throws {
        let sizing = """
          sizing = function(section, elements)
            return { 0/0, "tall", { 1, math.huge }, { 320, -1 } }
          end,
        """
        let s = try session(scene(sizing: sizing))
        XCTAssertEqual(frames(s).map(\.height), [44, 44, 44, 30])
        let messages = s.outcome.layoutErrors.map(\.description)
        XCTAssertEqual(messages.count, 4, "\(messages)")
        for (element, words) in [("cell 0", "nan"), ("cell 1", "the string \"tall\""), ("cell 2", "inf"), ("header", "-1")] {
            XCTAssertTrue(
                messages.contains { $0.contains("scene.lua:8:") && $0.contains("for \(element) ") && $0.contains(words) && $0.contains("estimate is kept") },
                "\(element): \(messages)")
        }
    }

    /// An error and an endless loop: every estimate stands, the error is at its line, the
    /// layout goes on.
    func testFailingAndLoopingFunctions_KeepEveryEstimate() throws {
        let failing = try session(scene(sizing: "  sizing = function() error(\"no fonts\") end,"))
        XCTAssertEqual(frames(failing).map(\.height), [44, 44, 44, 30])
        XCTAssertTrue(failing.outcome.layoutErrors.first?.description.contains("scene.lua:8:") ?? false)
        XCTAssertTrue(failing.outcome.layoutErrors.first?.description.contains("no fonts") ?? false)
        let looping = try session("limits { instructions = 100000 }\n" + scene(sizing: "  sizing = function() while true do end end,"))
        XCTAssertEqual(frames(looping).map(\.height), [44, 44, 44, 30])
        XCTAssertTrue(looping.outcome.layoutErrors.first?.message.contains("instruction") ?? false, "\(looping.outcome.layoutErrors)")
    }

    /// A plugin's M.size, under the plugin limits: a hook that errors is reported at its
    /// line with the plugin's name, one that loops is stopped, and a good one sizes.
    func testPluginHook_SizesAndFailsLikeAnyHook() throws {
        _ = try folder.write(
            """
            return { name = "sizer", api = 1, defaults = { mode = "ok" },
              size = function(section, elements, opts)
                if opts.mode == "error" then error("cannot size") end
                if opts.mode == "loop" then while true do end end
                local out = {}
                for k, e in ipairs(elements) do out[k] = e.height + 10 end
                return out
              end }
            """, to: "sizer.lua")
        let good = try session("limits { time = 0.2 }\n" + scene() + "use(\"sizer\")\n")
        XCTAssertEqual(frames(good).map(\.height), [54, 54, 54, 40])
        let failing = try session(scene() + "use(\"sizer\", { mode = \"error\" })\n")
        XCTAssertEqual(frames(failing).map(\.height), [44, 44, 44, 30])
        let error = try XCTUnwrap(failing.outcome.layoutErrors.first)
        XCTAssertEqual(error.plugin, "sizer")
        XCTAssertEqual(error.line, 3)
        XCTAssertTrue(error.description.contains("size hook, section 0: "), error.description)
        let looping = try session("limits { time = 0.2 }\n" + scene() + "use(\"sizer\", { mode = \"loop\" })\n")
        XCTAssertEqual(frames(looping).map(\.height), [44, 44, 44, 30])
        XCTAssertEqual(looping.outcome.layoutErrors.first?.plugin, "sizer")
    }

    /// A list's self-sizing header takes the function's height (the section is built again
    /// with it, C38): plain, width 320, header 40 at 22 (the padding), its row at 62.
    /// C50: the cells of a section that scrolls sideways are sized like any, each chip as
    /// wide as the function says (10 pt a letter + 20), 8 apart along x.
    func testOrthogonalSection_CellsTakeTheFunctionsSizes() throws {
        let session = try session("""
            collection { width = 320, height = 600, scale = 2 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { estimated(80), estimated(32) },
                          subitems = { { size = { estimated(80), estimated(32) } } } },
                interGroupSpacing = 8, orthogonalScrollingBehavior = "continuous",
              },
              sizing = function(section, elements)
                local sizes = {}
                for k, e in ipairs(elements) do sizes[k] = { 10 * #e.data + 20, 32 } end
                return sizes
              end,
            }
            sections { { items = 3, itemData = { "a", "bbbb", "cc" } } }
            """)
        XCTAssertEqual(session.outcome.errors.map(\.description), [])
        XCTAssertEqual(frames(session), [R(0, 0, 30, 32), R(38, 0, 60, 32), R(106, 0, 40, 32)])
    }

    func testListHeader_TakesTheFunctionsHeight() throws {
        let s = try session(
            """
            collection { width = 320, height = 480, scale = 2 }
            list { headerMode = "supplementary",
              sizing = function(_, elements)
                local out = {}
                for k, e in ipairs(elements) do out[k] = e.kind == "header" and 40 or 50 end
                return out
              end }
            sections { 1 }

            """)
        XCTAssertEqual(s.outcome.layoutErrors, [])
        XCTAssertEqual(frames(s), [Rect(x: 0, y: 62, width: 320, height: 50), Rect(x: 0, y: 22, width: 320, height: 40)])
    }

    /// Rows of a fixed height, a self-sizing header: the function still sizes the header.
    func testListWithRowHeight_HeaderStillSized() throws {
        let s = try session(
            """
            collection { width = 320, height = 480, scale = 2 }
            list { headerMode = "supplementary", rowHeight = 44,
              sizing = function(_, elements) return { 40 } end }
            sections { 1 }

            """)
        XCTAssertEqual(frames(s), [Rect(x: 0, y: 62, width: 320, height: 44), Rect(x: 0, y: 22, width: 320, height: 40)])
    }

    /// The bundled text_rows plugin: "Wi-Fi" is one line (44, the minimum); 3 lines given
    /// are 3·22 + 22 = 88; 100 characters in 288 pt (320 − 32) at 8.5 pt each (33 a line)
    /// wrap to 4 lines: 4·22 + 22 = 110; an image ratio 2 is 320 / 2 = 160.
    func testTextRows_SizesRowsFromTheirText() throws {
        let words = Array(repeating: "abcd", count: 20).joined(separator: " ")  // 99 characters
        let s = try SceneSession(
            file: try folder.write(
                """
                collection { width = 320, height = 480, scale = 2 }
                list { }
                sections { { items = 4, itemData = { "Wi-Fi", { text = "x", lines = 3 }, "\(words)", { ratio = 2 } } } }
                use("text_rows")

                """, to: "rows.lua"),
            pluginFolders: [folder.path], scenePrint: { _ in })
        XCTAssertEqual(s.outcome.layoutErrors, [])
        XCTAssertEqual(frames(s).map(\.height), [44, 88, 110, 160])
    }
}
