import LayoutCore
import Scenes
import XCTest

/// The three compositional worked examples of docs/layout-rules.md written as scenes: they must
/// give the documented frames, zIndex and contentSize, literally.
final class CompositionalWorkedExampleSceneTests: XCTestCase {
    /// Example 1's elements (the seed, inset-grouped look).
    private let example1 = [
        "cell 0 0 (0, 50, 375, 44) z1", "cell 0 1 (0, 94, 375, 44) z1",
        "cell 0 2 (0, 138, 375, 44) z1", "cell 0 3 (0, 182, 375, 44) z1",
        "header 0 0 (0, 0, 375, 40) z1",
        "decoration:roundedBackground 0 0 (15, 0, 345, 236) z0",
    ]

    func testExample1_Seed_InlineScene() throws {
        let scene = try compositionalScene(
            """
            collection { width = 375, height = 667, scale = 2 }
            compositional {
              section = {
                group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                          subitems = { { size = { fractionalWidth(1), absolute(44) } } } },
                contentInsets = { top = 10, leading = 0, bottom = 10, trailing = 0 },
                boundarySupplementaryItems = {
                  { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top" } },
                decorationItems = { { background = "roundedBackground", contentInsets = { leading = 15, trailing = 15 } } },
              },
            }
            sections { 4 }
            """)
        assertLayout(try scene.geometry(), example1, contentSize: Size(width: 375, height: 236))
    }

    func testExample1_Seed_SameAtScales1And3() throws {
        for scale in [1, 3] {
            let scene = try compositionalScene(
                """
                collection { width = 375, height = 667, scale = \(scale) }
                compositional { section = {
                  group = { axis = "horizontal", size = { fractionalWidth(1), absolute(44) },
                            subitems = { { size = { fractionalWidth(1), absolute(44) } } } },
                  contentInsets = { top = 10, bottom = 10 },
                  boundarySupplementaryItems = { { kind = "header", size = { fractionalWidth(1), absolute(40) }, alignment = "top" } },
                  decorationItems = { { background = "roundedBackground", contentInsets = { leading = 15, trailing = 15 }, zIndex = 0 } },
                } }
                sections { 4 }
                """)
            assertLayout(try scene.geometry(), example1, contentSize: Size(width: 375, height: 236))
        }
    }

    func testExample2_GridWithItemInsetsAndPartialLastRow() throws {
        let scene = try compositionalScene(
            """
            collection { width = 400, height = 600, scale = 2 }
            compositional {
              section = {
                group = {
                  axis = "horizontal",
                  size = { fractionalWidth(1), fractionalWidth(0.25) },
                  subitems = {
                    { size = { fractionalWidth(0.25), fractionalHeight(1) },
                      contentInsets = { top = 2, leading = 2, bottom = 2, trailing = 2 } },
                  },
                },
              },
            }
            sections { 6 }
            """)
        assertLayout(
            try scene.geometry(),
            [
                "cell 0 0 (2, 2, 96, 96) z0", "cell 0 1 (102, 2, 96, 96) z0", "cell 0 2 (202, 2, 96, 96) z0",
                "cell 0 3 (302, 2, 96, 96) z0", "cell 0 4 (2, 102, 96, 96) z0", "cell 0 5 (102, 102, 96, 96) z0",
            ], contentSize: Size(width: 400, height: 200))
    }

    func testExample3_CountGroupSpacingsAndFooter_SectionsList() throws {
        let scene = try compositionalScene(
            """
            collection { width = 320, height = 480, scale = 2 }
            compositional {
              interSectionSpacing = 20,
              sections = {
                { group = { axis = "horizontal", size = { fractionalWidth(1), absolute(100) },
                            subitem = { size = { fractionalWidth(1), fractionalHeight(1) } }, count = 3,
                            interItemSpacing = fixed(15) },
                  contentInsets = { top = 8, leading = 10, bottom = 8, trailing = 10 },
                  interGroupSpacing = 10 },
                { group = { axis = "vertical", size = { fractionalWidth(1), absolute(50) },
                            subitems = { { size = { fractionalWidth(1), absolute(50) } } } },
                  boundarySupplementaryItems = {
                    { kind = "footer", size = { fractionalWidth(1), absolute(30) }, alignment = "bottom" } } },
              },
            }
            sections { 5, 2 }
            """)
        assertLayout(
            try scene.geometry(),
            [
                "cell 0 0 (10, 8, 90, 100) z0", "cell 0 1 (115, 8, 90, 100) z0", "cell 0 2 (220, 8, 90, 100) z0",
                "cell 0 3 (10, 118, 90, 100) z0", "cell 0 4 (115, 118, 90, 100) z0",
                "cell 1 0 (0, 246, 320, 50) z0", "cell 1 1 (0, 296, 320, 50) z0",
                "footer 1 0 (0, 346, 320, 30) z1",
            ], contentSize: Size(width: 320, height: 376))
    }
}
