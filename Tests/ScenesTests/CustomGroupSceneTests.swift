// Rules: docs/layout-rules.md, C29

import LayoutCore
import Scenes
import XCTest

/// `custom { size = ..., items = function(env) ... end }` in a compositional scene: the
/// frames the function returns, relative to the group, stamped over the section's items;
/// the function runs once per distinct group size; its mistakes are located.
final class CustomGroupSceneTests: XCTestCase {
    /// A diagonal of three 40 × 20 items, a third of the group's width apart, 20 down each.
    private let diagonal = """
        collection { width = 300, height = 600 }
        sections { 5, 2 }
        compositional {
          section = {
            group = custom {
              size = { fractionalWidth(1), absolute(60) },
              items = function(env)
                calls = (calls or 0) + 1
                local third = env.width / 3
                return {
                  { 0, 0, 40, 20 },
                  { frame = { third, 20, 40, 20 }, zIndex = 4 },
                  { 2 * third, 40, 40, 20 },
                }
              end,
            },
            interGroupSpacing = 10,
          },
        }
        """

    func testFramesStampedPerRepetition_WithTheItemsZIndex() throws {
        // Section 0: repetitions at 0 and 60 + 10; its partial last group (2 items) ends at
        // the second item's bottom, 40 (C14), so section 1 starts at 70 + 40 = 110.
        let geometry = try compositionalScene(diagonal).geometry()
        assertLayout(
            geometry,
            [
                "cell 0 0 (0, 0, 40, 20) z0", "cell 0 1 (100, 20, 40, 20) z4", "cell 0 2 (200, 40, 40, 20) z0",
                "cell 0 3 (0, 70, 40, 20) z0", "cell 0 4 (100, 90, 40, 20) z4",
                "cell 1 0 (0, 110, 40, 20) z0", "cell 1 1 (100, 130, 40, 20) z4",
            ], contentSize: Size(width: 300, height: 150))
    }

    func testItemsRunsOncePerDistinctGroup_DryRunIncluded() throws {
        let context = try SceneContext(print: { _ in })
        _ = try context.run(source: diagonal, chunk: "test.lua")
        _ = try context.scene().geometry()
        XCTAssertEqual(try context.run(source: "return calls", chunk: "check"), [.integer(1)])
    }

    private func scene(items body: String) -> String {
        """
        sections { 3 }
        compositional {
          section = {
            group = custom {
              size = { fractionalWidth(1), absolute(60) },
              items = function(env)
                \(body)
              end,
            },
          },
        }
        """
    }

    func testNoItems_IsLocatedAtItems() {
        assertSceneError(
            scene(items: "return {}"), line: 6, key: "compositional.section.group.items",
            message: "a custom group must place at least one item (it would repeat for ever without taking one)")
    }

    func testAnErrorInItems_KeepsItsOwnLine() {
        assertSceneError(
            scene(items: "error(\"no frames today\")"), line: 6, key: "compositional.section.group.items",
            message: "items(env) failed: test.lua:7: no frames today")
    }

    func testANegativeWidth_NamesTheItem() {
        assertSceneError(
            scene(items: "return { { 0, 0, 10, 10 }, { 0, 0, -5, 10 } }"), line: 6,
            key: "compositional.section.group.items[1].frame.width", message: "cannot be negative (got -5)")
    }

    func testAFrameThatIsNotFourNumbers_SaysTheShape() {
        assertSceneError(
            scene(items: "return { { 0, 0, 10 } }"), line: 6, key: "compositional.section.group.items",
            message: "item 1 of items(env) must be { x, y, width, height } or { frame = { x, y, width, height }, zIndex = n }")
    }

    func testMissingItems_IsNamed() {
        assertSceneError(
            """
            sections { 3 }
            compositional {
              section = { group = custom { size = { fractionalWidth(1), absolute(60) } } },
            }
            """, line: 3, key: "compositional.section.group.items",
            message: "missing: a custom group needs items = function(env) return { { x, y, width, height }, ... } end")
    }
}
