import TestSupport
import XCTest

/// Issue 33, item 10: printing never changes the scene's data. A custom group's `items`
/// that calls scene functions (refused while a layout runs, here under `pcall` so the
/// layout goes on) is called by every layout `:json` and `:show` print; the cells it
/// places must be the same before and after an unrelated input.
final class ReplPrintingKeepsTheSceneTests: XCTestCase {
    private let customGroup = """
        compositional { section = { group = custom { size = { fractionalWidth(1), absolute(100) },
          items = function(env)
            assert(not pcall(sections, { 1 }))
            assert(not pcall(collection, { height = 100 }))
            return { { frame = { 0, 0, 50, 50 } } }
          end } } }
        """

    func testJSON_AfterAnUnrelatedInput_KeepsTheCells_WhenItemsCallsRefusedSceneFunctions() throws {
        let run = try LualayoutProcess.run([
            "repl", "Scenes/sections.lua", "-e", customGroup, "-c", ":json", "-c", ":show", "-e", "collection { height = 600 }",
            "-c", ":json",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        // The two documents `:json` printed, each as its cells' lines.
        let documents = run.stdout.components(separatedBy: "{ \"contentSize\"").dropFirst().map { document in
            document.components(separatedBy: "\n").filter { $0.contains("\"category\": \"cell\"") }
        }
        XCTAssertEqual(documents.count, 2, run.stdout)
        XCTAssertEqual(documents.first?.count, 20, "every item of the scene's 3 + 7 + 3 + 7 placed:\n\(run.stdout)")
        // Same cells at the same frames: only the view's height changed, which moves none.
        XCTAssertEqual(documents.first, documents.last, "the second :json differs:\n\(run.stdout)")
    }
}
