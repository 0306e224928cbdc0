import Foundation
import Scenes
import XCTest

/// Issue 38, item 6: a size past what the layout can hold at the view's scale is named at
/// the key and line that gave it, not blamed on `sections[0]` at the `sections { }` line.
final class HeldSizeSceneTests: XCTestCase {
    private let past = "reaches past the largest position the layout can hold at scale 2 (1.8e308 / 2 points)"

    func testAResizedItemPastTheLimit_IsNamedAtTheUpdate() {
        assertSceneError(
            """
            flow { itemSize = { 343, 44 }, estimatedItemSize = "automatic" }
            sections { 3 }
            sections { { ids = { 1, 2, 3 }, itemSizes = { { 343, 44 }, { 343, 44 }, { 343, 44 } } } }
            update { resizeItems = { { 0, 1, size = { 343, 1e308 } } } }
            """, line: 4, key: "update.resizeItems[0].size", message: "the height, 1e+308 points, " + past)
    }

    func testAnEstimatedSizePastTheLimit_IsNamedAtTheFlow() {
        assertSceneError(
            "collection { width = 390 }\nflow { itemSize = { 343, 44 }, estimatedItemSize = { 1e308, 1e308 } }\nsections { 3, 4 }\n",
            line: 2, key: "flow.estimatedItemSize", message: "the width, 1e+308 points, " + past)
    }

    func testItemSizesPastTheLimit_AreNamedAtTheirKeys() {
        assertSceneError("flow { itemSize = { 343, 1e308 } }\nsections { 3, 4 }\n", line: 1, key: "flow.itemSize", message: "the height, 1e+308 points, " + past)
        assertSceneError(
            "flow { itemSize = { 10, 10 } }\nsections { 3,\n  { items = 2, itemSizes = { { 10, 10 }, { 1e308, 10 } } } }\n",
            line: 3, key: "sections[1].itemSizes[1]", message: "the width, 1e+308 points, " + past)
    }

    func testAListHeightPastTheLimit_IsNamedAtItsKey() {
        assertSceneError(
            "collection { width = 390 }\nlist { rowHeight = 1e308 }\nsections { 3 }\n",
            line: 2, key: "list.rowHeight", message: "the height, 1e+308 points, " + past)
    }

    /// NaN is left to the size's own check, which names it so.
    func testANaNSize_IsNamedAsNotFinite() {
        assertSceneError("flow { itemSize = { 0/0, 10 } }\nsections { 3 }\n", line: 1, key: "flow.itemSize.width", message: "must be a finite number")
    }

    /// At scale 1 a Double holds 1e308: sizes that only add up past the limit are still the
    /// section's fault.
    func testSizesThatOnlyAddUpPastTheLimit_StayTheSections() {
        assertSceneError(
            "collection { scale = 1 }\nflow { itemSize = { 300, 1e308 } }\nsections { 3 }\n",
            line: 3, key: "sections[0]", message: "the section reaches past the largest position the layout can hold")
    }
}
