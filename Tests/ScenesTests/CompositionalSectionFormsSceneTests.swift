// Rules: docs/layout-rules.md, C6-C8, C16, C24

import LayoutCore
import Scenes
import XCTest

/// The three ways of giving sections (`section`, `sections`, `sectionProvider`), the item
/// counts of `sections { ... }`, the sugar, and the bundled grid scene.
final class CompositionalSectionFormsSceneTests: XCTestCase {
    private let rows = """
        collection { width = 300, height = 600, scale = 2 }
        local function rows(height)
          return { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(height) },
                             subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } }
        end
        """

    func testSharedSection_IsUsedForEverySection() throws {
        let scene = try compositionalScene(rows + "\ncompositional { section = rows(40) }\nsections { 2, 1 }")
        guard case .compositional(_, let specs, let counts) = scene.layout else { return XCTFail("not compositional") }
        XCTAssertEqual(counts, [2, 1])
        XCTAssertEqual(specs.count, 2)
        XCTAssertEqual(specs[0], specs[1])
        assertLayout(
            try scene.geometry(),
            ["cell 0 0 (0, 0, 300, 40) z0", "cell 0 1 (0, 40, 300, 40) z0", "cell 1 0 (0, 80, 300, 40) z0"],
            contentSize: Size(width: 300, height: 120))
    }

    func testSectionsList_OneSpecPerSection_CountsFromTables() throws {
        let scene = try compositionalScene(
            rows + "\ncompositional { sections = { rows(40), rows(30) } }\nsections { { items = 1 }, 2 }")
        assertLayout(
            try scene.geometry(),
            ["cell 0 0 (0, 0, 300, 40) z0", "cell 1 0 (0, 40, 300, 30) z0", "cell 1 1 (0, 70, 300, 30) z0"],
            contentSize: Size(width: 300, height: 100))
    }

    func testSectionProvider_GetsZeroBasedIndex_NilIsAnEmptySection() throws {
        let scene = try compositionalScene(
            rows + """

                seen = {}
                compositional {
                  interSectionSpacing = 5,
                  sectionProvider = function(index)
                    seen[#seen + 1] = index
                    if index == 1 then return nil end
                    return rows(10 + 10 * index)
                  end,
                }
                sections { 1, 3, 2 }
                """)
        guard case .compositional(_, let specs, _) = scene.layout else { return XCTFail("not compositional") }
        XCTAssertNil(specs[1])
        // Index 0 gives 10-pt rows, index 2 gives 30-pt rows; the nil section has no frames
        // and no spacing in front of it (C16, C24).
        assertLayout(
            try scene.geometry(),
            ["cell 0 0 (0, 0, 300, 10) z0", "cell 2 0 (0, 15, 300, 30) z0", "cell 2 1 (0, 45, 300, 30) z0"],
            contentSize: Size(width: 300, height: 75))
    }

    func testSectionProvider_IsCalledWithIndices0ToCountMinus1() throws {
        let context = try SceneContext(print: { _ in })
        try context.run(
            source: rows + """

                seen = {}
                compositional { sectionProvider = function(index) seen[#seen + 1] = index; return rows(10) end }
                sections { 1, 1, 1 }
                """, chunk: "test.lua")
        _ = try context.scene()
        XCTAssertEqual(try context.run(source: "return table.concat(seen, ',')", chunk: "check"), [.string("0,1,2")])
    }

    func testSugar_TablesForDimensions_NumberSpacing_NamedSize_DefaultHeaderAlignment() throws {
        let scene = try compositionalScene(
            """
            collection { width = 300, height = 600, scale = 2 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { width = { fractionalWidth = 1 }, height = { absolute = 50 } },
                          repeatingSubitem = { size = { absolute(50), fractionalHeight(1) } }, count = 2,
                          interItemSpacing = 10 },
                boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(20) } } },
              },
            }
            sections { 2 }
            """)
        assertLayout(
            try scene.geometry(),
            ["cell 0 0 (0, 20, 50, 50) z0", "cell 0 1 (60, 20, 50, 50) z0", "header 0 0 (0, 0, 300, 20) z1"],
            contentSize: Size(width: 300, height: 70))
    }

    func testNestedGroups_FlexibleSpacing_HorizontalScroll_LayoutLevelFooter() throws {
        let scene = try compositionalScene(
            """
            collection { width = 400, height = 200, scale = 2 }
            compositional {
              scrollDirection = "horizontal",
              boundarySupplementaryItems = {
                { kind = "footer", size = { absolute(30), fractionalHeight(1) }, alignment = "trailing" } },
              section = {
                group = { axis = "vertical", size = { absolute(100), fractionalHeight(1) },
                          subitems = {
                            { axis = "horizontal", size = { fractionalWidth(1), absolute(50) },
                              subitems = { { size = { absolute(40), fractionalHeight(1) } } },
                              interItemSpacing = flexible(0) },
                          } },
              },
            }
            sections { 3 }
            """)
        // A column holds 4 rows of 2 items (8 leaves); flexible(0) puts the leftover 20 pt between them.
        assertLayout(
            try scene.geometry(),
            [
                "cell 0 0 (0, 0, 40, 50) z0", "cell 0 1 (60, 0, 40, 50) z0", "cell 0 2 (0, 50, 40, 50) z0",
                "footer - 0 (100, 0, 30, 200) z1",
            ], contentSize: Size(width: 130, height: 200))
    }

    func testBundledCompositionalGrid() throws {
        let scene = try bundledScene("compositional_grid.lua")
        XCTAssertEqual(scene.layout.itemCounts, [7, 9, 4])
        let elements = compositionalElements(try scene.geometry())
        // itemW = floorpx((359 - 2·8) · (1/3)) = 114 at scale 2; x = 8, 130, 252 (C6, C7, C8).
        for expected in [
            "title - 0 (0, 0, 375, 60) z1",
            "header 0 0 (8, 60, 359, 36) z1",
            "cell 0 0 (8, 104, 114, 115) z0", "cell 0 1 (130, 104, 114, 115) z0", "cell 0 2 (252, 104, 114, 115) z0",
            "cell 0 6 (8, 350, 114, 115) z0",
            "header 1 0 (8, 493, 359, 36) z1", "cell 1 0 (8, 537, 114, 115) z0",
            "header 2 0 (8, 926, 359, 36) z1", "cell 2 3 (8, 1093, 114, 115) z0",
        ] {
            XCTAssertTrue(elements.contains(expected), "missing \(expected) in \(elements)")
        }
        XCTAssertEqual(elements.count, 1 + 3 + 20)
        XCTAssertEqual(try scene.geometry().contentSize, Size(width: 375, height: 1224))
    }
}
