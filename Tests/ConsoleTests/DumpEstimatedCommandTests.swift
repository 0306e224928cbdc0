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

    /// A self-sizing compositional scene (C34-C39): the first pass has every estimate and
    /// runs no sizing hook; the settled one has the fitted sizes.
    func testEstimated_CompositionalFirstPass_KeepsEveryEstimate() throws {
        let first = try LualayoutProcess.run(["dump", "Scenes/self_sizing_feed.lua", "--estimated"])
        XCTAssertEqual(first.status, 0, first.stderr)
        // The header at its estimate (30), the rows at theirs (44).
        XCTAssertTrue(first.stdout.contains(#""kind": "header", "section": 0, "item": 0, "frame": [0, 0, 375, 30]"#), first.stdout)
        XCTAssertTrue(first.stdout.contains(#""item": 1, "frame": [0, 74, 375, 44]"#), first.stdout)
        let settled = try LualayoutProcess.run(["dump", "Scenes/self_sizing_feed.lua"])
        XCTAssertTrue(settled.stdout.contains(#""kind": "header", "section": 0, "item": 0, "frame": [0, 0, 375, 52]"#), settled.stdout)
    }

    func testEstimated_SceneWithoutSelfSizing_IsAnError() throws {
        let result = try LualayoutProcess.run(["dump", "Scenes/demo.lua", "--estimated"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderr.contains("--estimated: the scene's cells do not size themselves"), result.stderr)
    }

    /// The diagnostics are those of the document printed (`LayoutDocument`): a layout hook
    /// that fails only on the settled layout, taller than the estimated first pass, is not
    /// reported with the estimated pass, and is with the settled layout. (Before, every
    /// command reported the session's errors, the settled layout's included.)
    func testEstimated_ReportsTheErrorsOfTheEstimatedPass_NotThoseOfTheSettledLayout() throws {
        let folder = try PluginFixtureFolder("estimated-errors")
        defer { folder.remove() }
        try folder.write(
            """
            local M = { name = "short_only", api = 1, defaults = {} }
            function M.layout(l, opts, out)
              if l.contentSize.height > 300 then error("too tall for me") end
            end
            return M
            """, to: "short_only.lua")
        let scene = try folder.write(
            """
            collection { width = 375, height = 667 }
            flow { estimatedItemSize = { 343, 60 }, minimumLineSpacing = 0 }
            sections { { items = 2, itemSizes = { { 343, 200 }, { 343, 200 } } } }
            use("short_only")
            """, to: "scene.lua")
        let estimated = try LualayoutProcess.run(["dump", scene, "--estimated", "--plugins", folder.path])
        XCTAssertEqual(estimated.status, 0, estimated.stderr)
        XCTAssertFalse(estimated.stderr.contains("too tall"), estimated.stderr)
        let settled = try LualayoutProcess.run(["dump", scene, "--plugins", folder.path])
        XCTAssertEqual(settled.status, 1)
        XCTAssertTrue(settled.stderr.contains("too tall for me"), settled.stderr)
    }
}
