import LayoutCore
import LuaRuntime
import XCTest

@testable import Scenes

/// Issue 34, item 8: a scene with several unknown keys gets one error per key, each at its
/// line, in one run (the run used to stop at the first).
final class EveryUnknownKeyTests: XCTestCase {
    private func lines(_ error: SceneError?) -> [String] {
        (error?.all ?? []).map { "\($0.line.map(String.init) ?? "-") \($0.key)" }
    }

    func testThreeUnknownKeysInThreeCalls_AreThreeErrorsEachAtItsLine() {
        let error = compositionalSceneError(
            """
            collection { width = 390, heigth = 844 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                contentInset = { top = 8 },
              },
            }
            sections { { items = 3, itemz = 4 } }
            """)
        XCTAssertEqual(
            lines(error),
            ["1 collection.heigth", "6 compositional.section.contentInset", "9 sections[0].itemz"])
        XCTAssertEqual(error?.all.map(\.file), ["test.lua", "test.lua", "test.lua"])
        XCTAssertTrue(error?.all[1].message.contains("did you mean 'contentInsets'?") == true, "\(String(describing: error))")
        // The description lists every one, one per line, as a compiler would.
        XCTAssertEqual(error?.description.split(separator: "\n").count, 3)
    }

    func testUnknownKeysInOneNestedTable_AreAllReported() {
        let error = compositionalSceneError(
            """
            compositional {
              section = {
                group = {
                  axis = "horizontal",
                  size = { fractionalWidth(1), absolute(44) },
                  subitems = { {
                    size = { fractionalWidth(1), fractionalHeight(1) },
                    contentInset = 4,
                    zindex = 2,
                  } },
                  interitemSpacing = fixed(4),
                },
              },
            }
            sections { 3 }
            """)
        XCTAssertEqual(
            lines(error),
            [
                "8 compositional.section.group.subitems[0].contentInset",
                "9 compositional.section.group.subitems[0].zindex",
                "11 compositional.section.group.interitemSpacing",
            ])
    }

    func testUnknownKeysBeforeAnotherError_AreReportedWithIt() {
        let error = compositionalSceneError(
            """
            collection { widht = 390 }
            flow { itemSize = { 10, 10 }, minimumLineSpacing = "wide" }
            """)
        XCTAssertEqual(lines(error), ["1 collection.widht", "2 flow.minimumLineSpacing"])
    }

    func testEveryProvidedSectionsUnknownKey_IsReportedOncePerLine() {
        let error = compositionalSceneError(
            """
            compositional {
              sectionProvider = function(index)
                return {
                  group = { axis = "vertical", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { fractionalWidth(1), absolute(44) } } } },
                  interGroupSpace = 4,
                  decorationItem = {},
                }
              end,
            }
            sections { 1, 2, 3 }
            """)
        XCTAssertEqual(lines(error).map { $0.prefix(2) }, ["6 ", "7 "])
    }

    func testAKnownKeyNextToAnUnknownOne_IsStillRead() throws {
        let context = try SceneContext(print: { _ in })
        XCTAssertThrowsError(try context.run(source: "collection { width = 300, hieght = 1 }", chunk: "repl"))
        XCTAssertEqual(try context.scene().collectionView.size.width, 300)
    }

    func testTheSweepStopsWhereAPathDoesNotLeadToTheKey() {
        let value = LuaValue.table(LuaTable(fields: [(.string("a"), .integer(1))]))
        XCTAssertNil(UnknownKeySweep<Int>.removing("x.b", under: "x", from: value))
        XCTAssertNotNil(UnknownKeySweep<Int>.removing("x.a", under: "x", from: value))
    }
}
