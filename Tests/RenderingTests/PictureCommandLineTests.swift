import Foundation
import XCTest

/// `lualayout show` and `render` on the bundled scenes, as a user runs them (piped,
/// `NO_COLOR`, 80 columns): the pictures' promises hold end to end.
final class PictureCommandLineTests: XCTestCase {
    func testShow_RectOutsideTheContent_SaysSo() throws {
        let run = try BuiltLualayout.run(["show", "Scenes/sections.lua", "--rect", "0,5000,375,100"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "nothing to show: rect (0, 5000, 375, 100) lies outside the content (375 × 920)\n")
    }

    func testShow_TenThousandPointRect_IsDrawnFullWidthAndEndsWithTheContent() throws {
        let run = try BuiltLualayout.run(["show", "Scenes/sections.lua", "--rect", "0,0,375,10000"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        // 80 columns across 375 points, 920 points of content at half that scale: 98 lines.
        XCTAssertEqual(lines.count, 98, run.stdout)
        // The third column's cells start at 265 points (column 57) and are 21 columns wide:
        // the longest line ends at column 78 (plain lines drop trailing blanks).
        XCTAssertEqual(lines.map(\.count).max(), 78)
        XCTAssertTrue(lines.contains { $0.contains("3.6") }, "the last section's last cell is drawn")
    }

    func testShow_NoColor_DemoLegendUsesTheDrawingsGlyphsAndMarksCellColours() throws {
        let run = try BuiltLualayout.run(["show", "Scenes/demo.lua"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stdout.split(separator: "\n")
        XCTAssertEqual(lines.suffix(2), [
            "░ roundedBackground #F2F2F7  │─ separator #8E8E93",
            "cells: A #5AC8FA  B #FFCC00  C #FF3B30  D #34C759",
        ])
        XCTAssertTrue(lines.contains { $0.contains("0.0 A") && $0.contains("0.1 B") }, run.stdout)
    }

    func testRender_CellsFlag_ChoosesOutlinesOrTiles() throws {
        let directory = try ExternalTool.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("x.svg").path
        let cell0 = "<rect class=\"cell\" data-section=\"0\" data-item=\"0\" "
        for (flag, expected) in [
            ([], cell0 + "x=\"0.25\" y=\"36.25\" width=\"374.5\" height=\"43.5\" fill=\"none\" stroke=\"#3A3A3C\" stroke-width=\"0.5\"/>"),
            (["--cells", "outline"], cell0 + "x=\"0.25\" y=\"36.25\" width=\"374.5\" height=\"43.5\" fill=\"none\" stroke=\"#3A3A3C\" stroke-width=\"0.5\"/>"),
            (["--cells", "tiles"], cell0 + "x=\"0\" y=\"36\" width=\"375\" height=\"44\" fill=\"#C7C7CC\" fill-opacity=\"0.5\"/>"),
        ] {
            let run = try BuiltLualayout.run(["render", "Scenes/zebra_rows.lua", "-o", output] + flag)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(try String(contentsOfFile: output, encoding: .utf8).contains(expected), "\(flag)")
        }
    }

    func testRender_CellsFlag_RejectsOtherWords() throws {
        let run = try BuiltLualayout.run(["render", "Scenes/zebra_rows.lua", "-o", "never-written.svg", "--cells", "tile"])
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.split(separator: "\n").first, "lualayout: --cells: expected outline or tiles, got 'tile'; see 'lualayout render --help'")
    }
}
