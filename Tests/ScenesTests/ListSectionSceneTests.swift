// Rules: docs/layout-rules.md, C33, C49

import LayoutCore
import XCTest

@testable import Scenes

/// List sections inside a compositional layout and `headerMode = "firstItemInSection"`
/// (issue 34, item 2): the worked examples of C49.
final class ListSectionSceneTests: XCTestCase {
    /// A grid, an inset-grouped list with a 40-pt header and a plain list whose insets the
    /// scene overrides, 375 wide at scale 2 (C49's first example).
    private let mixed = """
        collection { width = 375, height = 667, scale = 2 }
        compositional {
          sections = {
            { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                        subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } },
            { list = { appearance = "insetGrouped", rowHeight = 44, headerMode = "supplementary", headerHeight = 40 } },
            { list = { appearance = "plain", rowHeight = 44 }, contentInsets = { leading = 20, trailing = 20 } },
          },
        }
        sections { 2, 2, 1 }
        """

    func testAListBesideAGrid_EachWithItsAppearance_InsetsOverridable() throws {
        assertLayout(
            try compositionalScene(mixed).geometry(),
            [
                "cell 0 0 (0, 0, 187.5, 100) z0", "cell 0 1 (187.5, 0, 187.5, 100) z0",
                "header 1 0 (16, 100, 343, 40) z200", "cell 1 0 (16, 140, 343, 44) z1", "cell 1 1 (16, 184, 343, 44) z1",
                "decoration:listCard 1 0 (16, 140, 343, 88) z0",
                "cell 2 0 (20, 245.5, 335, 44) z0",
            ],
            contentSize: Size(width: 375, height: 289.5))
        // Scale 1: the grid's halves floor to 187; 17.5 below the list rounds to 18.
        assertLayout(
            try compositionalScene(mixed.replacingOccurrences(of: "scale = 2", with: "scale = 1")).geometry(),
            [
                "cell 0 0 (0, 0, 187, 100) z0", "cell 0 1 (187, 0, 187, 100) z0",
                "header 1 0 (16, 100, 343, 40) z200", "cell 1 0 (16, 140, 343, 44) z1", "cell 1 1 (16, 184, 343, 44) z1",
                "decoration:listCard 1 0 (16, 140, 343, 88) z0",
                "cell 2 0 (20, 246, 335, 44) z0",
            ],
            contentSize: Size(width: 375, height: 290))
    }

    /// The same list section from a provider, and as the one section for all.
    func testAProviderAndASharedSection_MayBeLists() throws {
        let provided = try compositionalScene("""
            collection { width = 375, height = 667, scale = 2 }
            compositional {
              sectionProvider = function(index)
                if index == 1 then return { list = { appearance = "insetGrouped", rowHeight = 44, headerMode = "supplementary", headerHeight = 40 } } end
                return { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                                   subitems = { { size = { fractionalWidth(0.5), fractionalHeight(1) } } } } }
              end,
            }
            sections { 2, 2 }
            """).geometry()
        XCTAssertEqual(provided.sections[1].itemFrames[1], Rect(x: 16, y: 184, width: 343, height: 44))
        let shared = try compositionalScene("""
            compositional { section = { list = { appearance = "grouped", rowHeight = 44 } } }
            sections { 1, 1 }
            """).geometry()
        // grouped: 35 above the first section, 17.5 below it, 20 below the last.
        XCTAssertEqual(shared.sections.map { $0.itemFrames[0].y }, [35, 96.5])
        XCTAssertEqual(shared.contentSize.height, 160.5)
    }

    /// C49: `firstItemInSection`: the first row is the header, `headerHeight` tall; the
    /// inset-grouped card holds the rows below it. 375 wide: 35 above, 16 at the sides;
    /// header (16, 35, 343, 30), rows at 65 and 109; 20 below: the section is 35 + 30 + 88
    /// + 20 = 173; the card (16, 65, 343, 88).
    func testFirstItemInSection_LaysTheFirstRowOutAsTheHeader() throws {
        for scale in [1.0, 2, 3] {
            let g = try compositionalScene("""
                collection { width = 375, height = 667, scale = \(scale) }
                list { appearance = "insetGrouped", headerMode = "firstItemInSection", headerHeight = 30, rowHeight = 44 }
                sections { 3 }
                """).geometry()
            assertLayout(
                g,
                [
                    "cell 0 0 (16, 35, 343, 30) z1", "cell 0 1 (16, 65, 343, 44) z1", "cell 0 2 (16, 109, 343, 44) z1",
                    "decoration:listCard 0 0 (16, 65, 343, 88) z0",
                ],
                contentSize: Size(width: 375, height: 173))
        }
        // One row: the header alone.
        let alone = try compositionalScene("""
            list { appearance = "plain", headerMode = "firstItemInSection", headerHeight = 30, rowHeight = 44 }
            sections { 1, 2 }
            """).geometry()
        XCTAssertEqual(alone.sections[0].itemFrames[0].height, 30)
        XCTAssertEqual(alone.sections[1].itemFrames.map(\.height), [30, 44])
    }

    func testBadListSections_AreRefusedAtTheirLine() {
        assertSceneError(
            """
            compositional {
              sections = {
                { list = { appearance = "insetGroupd", rowHeight = 44 } },
              },
            }
            sections { 1 }
            """, line: 3, key: "compositional.sections[0].list.appearance", message: "did you mean 'insetGrouped'?")
        assertSceneError(
            """
            compositional {
              sections = {
                { list = { rowHeight = 44 }, interGroupSpacing = 4 },
              },
            }
            sections { 1 }
            """, line: 3, key: "compositional.sections[0].interGroupSpacing", message: "unknown key")
        assertSceneError(
            """
            compositional {
              sections = {
                { list = { rowHeight = 44, headerHeight = 30 } },
              },
            }
            sections { 1 }
            """, line: 3, key: "compositional.sections[0].list.headerHeight", message: "sizes a view that headerMode = \"none\" does not make")
        assertSceneError(
            """
            compositional {
              scrollDirection = "horizontal",
              sections = {
                { list = { rowHeight = 44 } },
              },
            }
            sections { 1 }
            """, line: 4, key: "compositional.sections[0].list", message: "needs a vertical layout")
    }
}
