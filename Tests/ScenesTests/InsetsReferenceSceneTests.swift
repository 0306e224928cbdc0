// Rules: docs/layout-rules.md, C42-C44

import LayoutCore
import XCTest

@testable import Scenes

/// `contentInsetsReference`, `supplementaryContentInsetsReference` and
/// `collection { layoutMargins, readableContentWidth }` in a scene (issue 34, item 3).
final class InsetsReferenceSceneTests: XCTestCase {
    /// The bundled scene: 844 wide, safe area 47 a side, margins 63; the readable guide is
    /// 63 + (718 − 672)/2 = 86 a side. Each header is where its reference says: 47, 63, 86
    /// (following the content), and 47 for section 3 (its own reference, the safe area)
    /// while that section's cells start at the view's edge.
    func testTheBundledScene() throws {
        let g = try bundledScene("insets_reference.lua").geometry()
        XCTAssertEqual(g.sections.map { $0.supplementaries[0].frame.x }, [47, 63, 86, 47])
        XCTAssertEqual(g.sections.map { $0.supplementaries[0].frame.width }, [750, 718, 672, 750])
        // Cells inset 4 inside their quarter of the container.
        XCTAssertEqual(g.sections.map { $0.itemFrames[0].x }, [51, 67, 90, 4])
    }

    /// layoutMargins were accepted and ignored by compositional layouts before; now a
    /// section that names them is inset by them.
    func testLayoutMargins_AreHonouredByAReferenceToThem() throws {
        let scene = try compositionalScene(
            """
            collection { width = 320, height = 480, layoutMargins = { left = 16, right = 16 }, readableContentWidth = 200 }
            compositional {
              contentInsetsReference = "none",
              sections = {
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                  contentInsetsReference = "layoutMargins" },
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                  contentInsetsReference = "readableContent" },
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } },
              },
            }
            sections { 1, 1, 1 }
            """)
        // readable: 16 + (288 − 200)/2 = 60 a side.
        assertLayout(
            try scene.geometry(),
            ["cell 0 0 (16, 0, 288, 44) z0", "cell 1 0 (60, 44, 200, 44) z0", "cell 2 0 (0, 88, 320, 44) z0"],
            contentSize: Size(width: 320, height: 132))
    }

    func testAMisspeltReference_IsRefusedWithTheNearest() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                contentInsetsReference = "safearea",
              },
            }
            sections { 1 }
            """, line: 5, key: "compositional.section.contentInsetsReference", message: "did you mean 'safeArea'?")
        assertSceneError(
            """
            compositional {
              contentInsetsReference = "readableContents",
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              },
            }
            sections { 1 }
            """, line: 2, key: "compositional.contentInsetsReference", message: "did you mean 'readableContent'?")
    }

    func testAWrongType_IsRefused() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                supplementariesFollowContentInsets = false,
                supplementaryContentInsetsReference = 2,
              },
            }
            sections { 1 }
            """, line: 6, key: "compositional.section.supplementaryContentInsetsReference", message: "string expected, got number")
        assertSceneError(
            """
            collection { readableContentWidth = -1 }
            compositional { section = { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } } } }
            sections { 1 }
            """, line: 1, key: "collection.readableContentWidth", message: "at least 0")
    }

    func testASupplementaryReferenceWithFollowingItems_IsRefusedAtItsLine() {
        assertSceneError(
            """
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
                supplementaryContentInsetsReference = "safeArea",
              },
            }
            sections { 1 }
            """, line: 5, key: "compositional.section.supplementaryContentInsetsReference",
            message: "needs supplementariesFollowContentInsets = false")
    }

    func testTheSupplementaryReferenceOnTheConfiguration_SaysWhereItBelongs() {
        assertSceneError(
            """
            compositional {
              supplementaryContentInsetsReference = "none",
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), fractionalHeight(1) } } } },
              },
            }
            sections { 1 }
            """, line: 2, key: "compositional.supplementaryContentInsetsReference", message: "a section's key")
    }
}
