import TestSupport
import XCTest

/// `lualayout dump SCENE --estimated`: a self-sizing scene's first pass (layout-rules R18b).
final class DumpEstimatedCommandTests: XCTestCase {
    func testEstimated_LaysEveryCellOutAtTheEstimate() throws {
        let result = try LualayoutProcess.run(["dump", "Scenes/self_sizing_list.lua", "--estimated"])
        XCTAssertEqual(result.status, 0, result.stderr)
        // 343×60 estimates, 8 apart under a 36-pt header and an 8-pt top inset.
        XCTAssertTrue(result.stdout.contains(#"{ "category": "cell", "section": 0, "item": 1, "frame": [16, 112, 343, 60], "zIndex": 0 }"#), result.stdout)
        XCTAssertFalse(result.stdout.contains("[67.5, "), "the settled layout's centred cell is not in the first pass")
    }

    func testEstimated_SceneWithoutSelfSizing_IsAnError() throws {
        let result = try LualayoutProcess.run(["dump", "Scenes/demo.lua", "--estimated"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--estimated: the scene's cells do not size themselves"), result.stderr)
    }
}
