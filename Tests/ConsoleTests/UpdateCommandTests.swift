import Foundation
import TestSupport
import XCTest

@testable import Console

/// `:update` and `:undo` beyond the transcripts: the examples `:help update` shows run, and
/// a loaded scene forgets the steps to undo (they belong to the scene they were taken from).
final class UpdateCommandTests: XCTestCase {
    func testHelpExamples_RunOnTheSectionsScene() throws {
        let details = try XCTUnwrap(ReplCommandDetails.text["update"])
        let examples = details.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix(":update") }
        let layouts = [
            "layout: 4 sections, 20 items, content 375 x 920\n",
            "layout: 5 sections, 24 items, content 375 x 1150\n",
            "layout: 4 sections, 20 items, content 375 x 920\n",
        ]
        XCTAssertEqual(examples.count, layouts.count)
        for (example, layout) in zip(examples, layouts) {
            let run = try LualayoutProcess.run(["repl", "Scenes/sections.lua"], input: example + "\n")
            XCTAssertEqual(run.status, 0, example)
            XCTAssertEqual(run.stderr, layout, example)
            XCTAssertTrue(run.stdout.hasPrefix("action    category  kind  from    to\n"), run.stdout)
        }
    }

    func testLoad_ForgetsTheUpdatesToUndo() throws {
        let run = try LualayoutProcess.run(
            ["repl", "Scenes/sections.lua"], input: ":update { deleteSections = { 0 } }\n:reset\n:undo\n:at 0 0\n")
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.stderr.hasSuffix("nothing to undo: no :update since the scene was loaded\n"), run.stderr)
    }
}
